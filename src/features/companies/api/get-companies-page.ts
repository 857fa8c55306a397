// The admin's company list: one page with the total, searched by name or RFC and sorted on the server,
// each company with the number of its users (an embedded count, not a second request per row).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { companyKeys } from './keys';

export const COMPANY_SORTS = ['name', 'rfc', 'created_at'] as const;
export const DEFAULT_COMPANY_SORT = { id: 'name', desc: false } as const;

async function getCompaniesPage(params: TableParams) {
  const query = supabase
    .from('companies')
    .select(
      'id, name, rfc, lab_release_mode, legal_representative, workers_representative, created_at, updated_at, users:profiles(count)',
      { count: 'exact' },
    );
  const { rows, total } = await fetchPage(query, {
    params,
    search: ['name', 'rfc'],
    sorts: COMPANY_SORTS,
    defaultSort: DEFAULT_COMPANY_SORT,
  });
  return {
    rows: rows.map(({ users, ...company }) => ({ ...company, userCount: users[0]?.count ?? 0 })),
    total,
  };
}

export type AdminCompany = Awaited<ReturnType<typeof getCompaniesPage>>['rows'][number];

export const companiesPageQuery = (params: TableParams) =>
  queryOptions<Page<AdminCompany>>({
    queryKey: companyKeys.page(params),
    queryFn: () => getCompaniesPage(params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['companies', 'profiles'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' },
    },
  });

export const useCompaniesPage = (params: TableParams) => useQuery(companiesPageQuery(params));
