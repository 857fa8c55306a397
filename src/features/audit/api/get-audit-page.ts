// One page of the audit trail (admins only, by RLS), newest first: filtered by the header company, the
// actor (search by email or role) and a date range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { fetchPage, orderByTime } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { dayStart, type AuditFilters } from '../utils/audit-filters';
import { auditKeys } from './keys';

export const DEFAULT_AUDIT_SORT = { id: 'occurred_at', desc: true } as const;

export function getAuditPage(scope: CompanyScope, filters: AuditFilters, params: TableParams) {
  let query = supabase
    .from('audit_log')
    .select(
      'id, occurred_at, actor_id, actor_email, actor_role, action, table_name, row_id, company_id, changes',
      {
        count: 'exact',
      },
    );
  if (filters.from) query = query.gte('occurred_at', dayStart(filters.from));
  if (filters.to) query = query.lt('occurred_at', dayStart(filters.to, true));
  return fetchPage(query, {
    params,
    scope,
    search: ['actor_email'],
    sorts: ['occurred_at'],
    defaultSort: DEFAULT_AUDIT_SORT,
    // Only the time is sortable (the index is on it); the id breaks ties so rows never move between pages.
    order: orderByTime('occurred_at'),
  });
}

export type AuditEntry = Awaited<ReturnType<typeof getAuditPage>>['rows'][number];

export const auditPageQuery = (scope: CompanyScope, filters: AuditFilters, params: TableParams) =>
  queryOptions<Page<AuditEntry>>({
    queryKey: auditKeys.page(scope, filters, params),
    queryFn: () => getAuditPage(scope, filters, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['audit_log'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la bitácora de auditoría.' },
    },
  });

export const useAuditPage = (scope: CompanyScope, filters: AuditFilters, params: TableParams) =>
  useQuery(auditPageQuery(scope, filters, params));
