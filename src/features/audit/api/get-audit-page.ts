// One page of the audit trail (admins only, by RLS), newest first: filtered by the header company, the
// actor (search by email or role) and a date range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { dayStart, type AuditFilters } from '../utils/audit-filters';
import { auditKeys } from './keys';

export const DEFAULT_AUDIT_SORT = { id: 'occurred_at', desc: true } as const;

export async function getAuditPage(scope: CompanyScope, filters: AuditFilters, params: TableParams) {
  let query = supabase
    .from('audit_log')
    .select(
      'id, occurred_at, actor_id, actor_email, actor_role, action, table_name, row_id, company_id, changes',
      {
        count: 'exact',
      },
    );
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['actor_email'], term));
  if (filters.from) query = query.gte('occurred_at', dayStart(filters.from));
  if (filters.to) query = query.lt('occurred_at', dayStart(filters.to, true));
  // Only the time is sortable (the index is on it); the id breaks ties so rows never move between pages.
  const ascending = params.sort?.id === 'occurred_at' ? !params.sort.desc : false;
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order('occurred_at', { ascending })
    .order('id', { ascending })
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AuditEntry = Awaited<ReturnType<typeof getAuditPage>>['rows'][number];

export const auditPageQuery = (scope: CompanyScope, filters: AuditFilters, params: TableParams) =>
  queryOptions<Page<AuditEntry>>({
    queryKey: auditKeys.page(scope, filters, params),
    queryFn: () => getAuditPage(scope, filters, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: 'Error', description: 'No se pudo cargar la bitácora de auditoría.' } },
  });

export const useAuditPage = (scope: CompanyScope, filters: AuditFilters, params: TableParams) =>
  useQuery(auditPageQuery(scope, filters, params));
