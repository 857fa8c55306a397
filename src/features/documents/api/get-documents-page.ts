// The admin's list: one page of every company's documents (or the selected company's), with the total,
// sorted and searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { fetchPage, orderByColumn } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { documentKeys } from './keys';

export const DOCUMENT_SORTS = ['period', 'name', 'document_type'] as const;
export const DEFAULT_DOCUMENT_SORT = { id: 'period', desc: true } as const;

function getDocumentsPage(scope: CompanyScope, params: TableParams) {
  const query = supabase
    .from('documents')
    .select(
      'id, company_id, is_global, year, month, name, url, document_type, sha256, expires_on, company:companies(name)',
      { count: 'exact' },
    );
  return fetchPage(query, {
    params,
    scope,
    search: ['name', 'document_type'],
    sorts: DOCUMENT_SORTS,
    defaultSort: DEFAULT_DOCUMENT_SORT,
    order: (list, sort) => {
      if (sort.id !== 'period') return orderByColumn(list, sort);
      const ascending = !sort.desc;
      return list.order('year', { ascending }).order('month', { ascending }).order('name').order('id');
    },
  });
}

export type AdminDocument = Awaited<ReturnType<typeof getDocumentsPage>>['rows'][number];

export const documentsPageQuery = (scope: CompanyScope, params: TableParams) =>
  queryOptions<Page<AdminDocument>>({
    queryKey: documentKeys.page(scope, params),
    queryFn: () => getDocumentsPage(scope, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['documents', 'companies'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar los documentos REPSE.' },
    },
  });

export const useDocumentsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(documentsPageQuery(scope, params));
