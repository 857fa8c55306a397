// The admin's 'Reportes Mensuales' list: one page of monthly report rows of every company and the global
// ones, or of the header's company, optionally of one year, searched and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { fetchPage, orderByColumn } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { indicatorKeys } from './keys';

export const REPORT_SORTS = ['period', 'title', 'created_at'] as const;
export const DEFAULT_REPORT_SORT = { id: 'period', desc: true } as const;

export const reportListTexts = {
  errorTitle: 'Error de Datos',
  error: 'No se pudieron cargar los reportes mensuales.',
} as const;

function getReportsPage(scope: CompanyScope, year: number | null, params: TableParams) {
  let query = supabase
    .from('indicators')
    .select(
      'id, company_id, is_global, title, url_monthly, year, month, created_at, updated_at, company:companies(name)',
      {
        count: 'exact',
      },
    )
    .not('url_monthly', 'is', null);
  if (year !== null) query = query.eq('year', year);
  return fetchPage(query, {
    params,
    scope,
    search: ['title'],
    sorts: REPORT_SORTS,
    defaultSort: DEFAULT_REPORT_SORT,
    order: (list, sort) => {
      if (sort.id !== 'period') return orderByColumn(list, sort);
      const ascending = !sort.desc;
      return list
        .order('year', { ascending, nullsFirst: false })
        .order('month', { ascending, nullsFirst: false })
        .order('title')
        .order('id');
    },
  });
}

export type AdminReport = Awaited<ReturnType<typeof getReportsPage>>['rows'][number];

export const reportsPageQuery = (scope: CompanyScope, year: number | null, params: TableParams) =>
  queryOptions<Page<AdminReport>>({
    queryKey: indicatorKeys.reports(scope, year, params),
    queryFn: () => getReportsPage(scope, year, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['indicators', 'companies'],
      errorToast: { title: reportListTexts.errorTitle, description: reportListTexts.error },
    },
  });

export const useReportsPage = (scope: CompanyScope, year: number | null, params: TableParams) =>
  useQuery(reportsPageQuery(scope, year, params));
