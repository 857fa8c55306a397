// The admin's list: one page of every company's documents (or the selected company's), with the total,
// sorted and searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { documentKeys } from './keys';

export const DOCUMENT_SORTS = ['period', 'name', 'document_type'] as const;
export const DEFAULT_DOCUMENT_SORT = { id: 'period', desc: true } as const;

async function getDocumentsPage(scope: CompanyScope, params: TableParams) {
  let query = supabase
    .from('documents')
    .select(
      'id, company_id, is_global, year, month, name, url, document_type, sha256, expires_on, company:companies(name)',
      {
        count: 'exact',
      },
    );
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['name', 'document_type'], term));
  const sort = allowedSort(params.sort, DOCUMENT_SORTS, DEFAULT_DOCUMENT_SORT);
  const ascending = !sort.desc;
  if (sort.id === 'period') {
    query = query.order('year', { ascending }).order('month', { ascending }).order('name');
  } else {
    query = query.order(sort.id, { ascending, nullsFirst: false });
  }
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query.order('id').range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AdminDocument = Awaited<ReturnType<typeof getDocumentsPage>>['rows'][number];

export const documentsPageQuery = (scope: CompanyScope, params: TableParams) =>
  queryOptions<Page<AdminDocument>>({
    queryKey: documentKeys.page(scope, params),
    queryFn: () => getDocumentsPage(scope, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: 'Error', description: 'No se pudieron cargar los documentos REPSE.' } },
  });

export const useDocumentsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(documentsPageQuery(scope, params));
