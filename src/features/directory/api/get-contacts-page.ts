// The admin's directory: one page of every company's contacts (or the header's company), with the total,
// searched and sorted on the server.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

import { directoryKeys } from './keys';

export const CONTACT_SORTS = ['employee_name', 'position'] as const;
export const DEFAULT_CONTACT_SORT = { id: 'employee_name', desc: false } as const;
const SEARCH_COLUMNS = ['employee_name', 'position', 'email', 'phone'] as const;

export const contactsErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

const select = () =>
  supabase
    .from('directory_entries')
    .select(
      'id, company_id, employee_name, position, phone, whatsapp, email, photo_url, updated_at, company:companies(name)',
      { count: 'exact' },
    );

export type AdminContact = RowOf<ReturnType<typeof select>>;

export const contactsPageQuery = scopedPageQuery({
  key: directoryKeys.page,
  select,
  search: SEARCH_COLUMNS,
  sorts: CONTACT_SORTS,
  defaultSort: DEFAULT_CONTACT_SORT,
  meta: { reads: ['directory_entries', 'companies'], errorToast: contactsErrorTexts },
});

export const useContactsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(contactsPageQuery(scope, params));
