import type { CompanyScope } from '@/lib/company-scope';
import type { LinkedPageParams } from '@/lib/linked-item';

export const documentKeys = {
  all: ['documents'] as const,
  forCompany: (companyId: string) => [...documentKeys.all, 'company', companyId] as const,
  periods: (companyId: string) => [...documentKeys.forCompany(companyId), 'periods'] as const,
  forYear: (companyId: string, year: number) =>
    [...documentKeys.forCompany(companyId), 'year', year] as const,
  page: (scope: CompanyScope, params: LinkedPageParams) =>
    [...documentKeys.all, 'page', scope, params] as const,
};
