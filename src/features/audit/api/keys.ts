import type { CompanyScope } from '@/lib/company-scope';
import type { TableParams } from '@/lib/query/table-params';

import type { AuditFilters } from '../utils/audit-filters';

export const auditKeys = {
  all: ['audit'] as const,
  page: (scope: CompanyScope, filters: AuditFilters, params: TableParams) =>
    [...auditKeys.all, 'page', scope, filters, params] as const,
  names: (entryIds: readonly number[]) => [...auditKeys.all, 'names', entryIds] as const,
};
