import type { CompanyScope } from '@/lib/company-scope';
import type { TableParams } from '@/lib/query/table-params';

export const directoryKeys = {
  all: ['directory'] as const,
  list: (companyId: string, params: TableParams) =>
    [...directoryKeys.all, 'list', companyId, params] as const,
  page: (scope: CompanyScope, params: TableParams) => [...directoryKeys.all, 'page', scope, params] as const,
};
