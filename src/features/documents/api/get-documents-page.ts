// The admin's list: one page of every company's documents (or the selected company's), with the total,
// sorted and searched on the server; only the document a notification links to (?documento=), if any.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { whereLinked, type LinkedPageParams } from '@/lib/linked-item';
import { orderByColumn, scopedPageQuery, type PageRow } from '@/lib/query/paged-list';

import { documentKeys } from './keys';

export const DEFAULT_DOCUMENT_SORT = { id: 'period', desc: true } as const;

export const documentsPageQuery = scopedPageQuery({
  from: 'documents',
  columns:
    'id, company_id, is_global, year, month, name, url, document_type, sha256, expires_on, company:companies(name)',
  where: whereLinked,
  key: documentKeys.page,
  search: ['name', 'document_type'],
  sorts: ['period', 'name', 'document_type'],
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

export type AdminDocument = PageRow<typeof documentsPageQuery>;

export const useDocumentsPage = (scope: CompanyScope, params: LinkedPageParams) =>
  useQuery(documentsPageQuery(scope, params));
