import type { TableParams } from '@/components/data-table/table-params';
import type { CompanyScope } from '@/lib/company-scope';

export const userKeys = {
  all: ['users'] as const,
  page: (scope: CompanyScope, role: string, params: TableParams) =>
    [...userKeys.all, 'page', scope, role, params] as const,
};
