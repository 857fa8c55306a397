// The admin's directory: one page of every company's contacts (or the header's company), with the total,
// searched and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { directoryKeys } from './keys';

export const CONTACT_SORTS = ['employee_name', 'position'] as const;
export const DEFAULT_CONTACT_SORT = { id: 'employee_name', desc: false } as const;
const SEARCH_COLUMNS = ['employee_name', 'position', 'email', 'phone'] as const;

export const contactsErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

function getContactsPage(scope: CompanyScope, params: TableParams) {
  const query = supabase
    .from('directory_entries')
    .select(
      'id, company_id, employee_name, position, phone, whatsapp, email, photo_url, updated_at, company:companies(name)',
      { count: 'exact' },
    );
  return fetchPage(query, {
    params,
    scope,
    search: SEARCH_COLUMNS,
    sorts: CONTACT_SORTS,
    defaultSort: DEFAULT_CONTACT_SORT,
  });
}

export type AdminContact = Awaited<ReturnType<typeof getContactsPage>>['rows'][number];

export const contactsPageQuery = (scope: CompanyScope, params: TableParams) =>
  queryOptions<Page<AdminContact>>({
    queryKey: directoryKeys.page(scope, params),
    queryFn: () => getContactsPage(scope, params),
    placeholderData: keepPreviousData,
    meta: { reads: ['directory_entries', 'companies'], errorToast: contactsErrorTexts },
  });

export const useContactsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(contactsPageQuery(scope, params));
