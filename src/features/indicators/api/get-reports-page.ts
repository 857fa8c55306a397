// The admin's 'Reportes Mensuales' list: one page of monthly report rows of every company and the global
// ones, or of the header's company, optionally of one year, searched and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { indicatorKeys } from './keys';

export const REPORT_SORTS = ['period', 'title', 'created_at'] as const;
export const DEFAULT_REPORT_SORT = { id: 'period', desc: true } as const;

export const reportListTexts = {
  errorTitle: 'Error de Datos',
  error: 'No se pudieron cargar los reportes mensuales.',
} as const;

async function getReportsPage(scope: CompanyScope, year: number | null, params: TableParams) {
  let query = supabase
    .from('indicators')
    .select(
      'id, company_id, is_global, title, url_monthly, year, month, created_at, company:companies(name)',
      {
        count: 'exact',
      },
    )
    .not('url_monthly', 'is', null);
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  if (year !== null) query = query.eq('year', year);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['title'], term));
  const sort = allowedSort(params.sort, REPORT_SORTS, DEFAULT_REPORT_SORT);
  const ascending = !sort.desc;
  if (sort.id === 'period') {
    query = query
      .order('year', { ascending, nullsFirst: false })
      .order('month', { ascending, nullsFirst: false })
      .order('title');
  } else {
    query = query.order(sort.id, { ascending, nullsFirst: false });
  }
  const [from, to] = pageRange(params);
  const { data, count, error } = await query.order('id').range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AdminReport = Awaited<ReturnType<typeof getReportsPage>>['rows'][number];

export const reportsPageQuery = (scope: CompanyScope, year: number | null, params: TableParams) =>
  queryOptions<Page<AdminReport>>({
    queryKey: indicatorKeys.reports(scope, year, params),
    queryFn: () => getReportsPage(scope, year, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: reportListTexts.errorTitle, description: reportListTexts.error } },
  });

export const useReportsPage = (scope: CompanyScope, year: number | null, params: TableParams) =>
  useQuery(reportsPageQuery(scope, year, params));
