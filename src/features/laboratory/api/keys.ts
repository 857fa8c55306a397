import type { CompanyScope } from '@/lib/company-scope';
import type { TableParams } from '@/lib/query/table-params';

import type { LabStatusFilter } from '../utils/lab-status';

/** The list's page and search, plus its status filter. */
export interface LabParams extends TableParams {
  status: LabStatusFilter;
}

export const laboratoryKeys = {
  all: ['laboratory'] as const,
  list: (companyId: string, params: LabParams) => [...laboratoryKeys.all, 'list', companyId, params] as const,
  page: (scope: CompanyScope, params: LabParams) => [...laboratoryKeys.all, 'page', scope, params] as const,
};
