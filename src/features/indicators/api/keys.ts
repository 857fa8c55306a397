import type { CompanyScope } from '@/lib/company-scope';
import type { TableParams } from '@/lib/query/table-params';

export const indicatorKeys = {
  all: ['indicators'] as const,
  forCompany: (companyId: string) => [...indicatorKeys.all, 'company', companyId] as const,
  dashboards: (scope: CompanyScope, params: TableParams) =>
    [...indicatorKeys.all, 'dashboards', scope, params] as const,
  reports: (scope: CompanyScope, year: number | null, params: TableParams) =>
    [...indicatorKeys.all, 'reports', scope, year, params] as const,
};
