// The admin's list: one page of every company's documents (or the selected company's), with the total,
// sorted and searched on the server.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { onlyLinked } from '@/lib/linked-item';
import { orderByColumn, scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

import { documentKeys } from './keys';

export const DOCUMENT_SORTS = ['period', 'name', 'document_type'] as const;
export const DEFAULT_DOCUMENT_SORT = { id: 'period', desc: true } as const;

/** Also narrowed to the document a notification links to (?documento=), if any. */
export interface DocumentsPageParams extends TableParams {
  item: string | null;
}

const select = (params: DocumentsPageParams) =>
  onlyLinked(
    supabase
      .from('documents')
      .select(
        'id, company_id, is_global, year, month, name, url, document_type, sha256, expires_on, company:companies(name)',
        { count: 'exact' },
      ),
    params.item,
  );

export type AdminDocument = RowOf<ReturnType<typeof select>>;

export const documentsPageQuery = scopedPageQuery({
  key: documentKeys.page,
  select,
  search: ['name', 'document_type'],
  sorts: DOCUMENT_SORTS,
  defaultSort: DEFAULT_DOCUMENT_SORT,
  order: (list, sort) => {
    if (sort.id !== 'period') return orderByColumn(list, sort);
    const ascending = !sort.desc;
    return list.order('year', { ascending }).order('month', { ascending }).order('name').order('id');
  },
  meta: {
    reads: ['documents', 'companies'],
    errorToast: { title: 'Error', description: 'No se pudieron cargar los documentos REPSE.' },
  },
});

export const useDocumentsPage = (scope: CompanyScope, params: DocumentsPageParams) =>
  useQuery(documentsPageQuery(scope, params));
