import type { CompanyScope } from '@/lib/company-scope';
import type { TableParams } from '@/lib/query/table-params';

export const userKeys = {
  all: ['users'] as const,
  page: (scope: CompanyScope, role: string, params: TableParams) =>
    [...userKeys.all, 'page', scope, role, params] as const,
};
