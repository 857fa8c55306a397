// The admin's 'Indicadores (Looker)' list: one page of dashboard rows (a url and no monthly report) of
// every company and the global ones, or of the header's company, searched and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { indicatorKeys } from './keys';

export const DASHBOARD_SORTS = ['title', 'created_at'] as const;
export const DEFAULT_DASHBOARD_SORT = { id: 'created_at', desc: true } as const;

export const dashboardListTexts = {
  errorTitle: 'Error de Datos',
  error: 'No se pudieron cargar los tableros de indicadores.',
} as const;

async function getDashboardsPage(scope: CompanyScope, params: TableParams) {
  let query = supabase
    .from('indicators')
    .select('id, company_id, is_global, title, url, created_at, company:companies(name)', { count: 'exact' })
    .not('url', 'is', null)
    .is('url_monthly', null);
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['title', 'url'], term));
  const sort = allowedSort(params.sort, DASHBOARD_SORTS, DEFAULT_DASHBOARD_SORT);
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order(sort.id, { ascending: !sort.desc, nullsFirst: false })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AdminDashboard = Awaited<ReturnType<typeof getDashboardsPage>>['rows'][number];

export const dashboardsPageQuery = (scope: CompanyScope, params: TableParams) =>
  queryOptions<Page<AdminDashboard>>({
    queryKey: indicatorKeys.dashboards(scope, params),
    queryFn: () => getDashboardsPage(scope, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: dashboardListTexts.errorTitle, description: dashboardListTexts.error } },
  });

export const useDashboardsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(dashboardsPageQuery(scope, params));
