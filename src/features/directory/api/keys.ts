import type { TableParams } from '@/components/data-table/table-params';
import type { CompanyScope } from '@/lib/company-scope';

export const directoryKeys = {
  all: ['directory'] as const,
  list: (companyId: string, params: TableParams) =>
    [...directoryKeys.all, 'list', companyId, params] as const,
  page: (scope: CompanyScope, params: TableParams) => [...directoryKeys.all, 'page', scope, params] as const,
};
