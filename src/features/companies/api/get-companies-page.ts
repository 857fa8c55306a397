// The admin's company list: one page with the total, searched by name or RFC and sorted on the server,
// each company with the number of its users (an embedded count, not a second request per row).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { companyKeys } from './keys';

export const COMPANY_SORTS = ['name', 'rfc', 'created_at'] as const;
export const DEFAULT_COMPANY_SORT = { id: 'name', desc: false } as const;

async function getCompaniesPage(params: TableParams) {
  let query = supabase
    .from('companies')
    .select('id, name, rfc, created_at, users:profiles(count)', { count: 'exact' });
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['name', 'rfc'], term));
  const sort = allowedSort(params.sort, COMPANY_SORTS, DEFAULT_COMPANY_SORT);
  query = query.order(sort.id, { ascending: !sort.desc, nullsFirst: false });
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query.order('id').range(from, to);
  if (error) throw error;
  return {
    rows: data.map(({ users, ...company }) => ({ ...company, userCount: users[0]?.count ?? 0 })),
    total: count ?? 0,
  };
}

export type AdminCompany = Awaited<ReturnType<typeof getCompaniesPage>>['rows'][number];

export const companiesPageQuery = (params: TableParams) =>
  queryOptions<Page<AdminCompany>>({
    queryKey: companyKeys.page(params),
    queryFn: () => getCompaniesPage(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' } },
  });

export const useCompaniesPage = (params: TableParams) => useQuery(companiesPageQuery(params));
