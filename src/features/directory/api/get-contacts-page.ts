// The admin's directory: one page of every company's contacts (or the header's company), with the total,
// searched and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { directoryKeys } from './keys';

export const CONTACT_SORTS = ['employee_name', 'position'] as const;
export const DEFAULT_CONTACT_SORT = { id: 'employee_name', desc: false } as const;
const SEARCH_COLUMNS = ['employee_name', 'position', 'email', 'phone'] as const;

export const contactsErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

async function getContactsPage(scope: CompanyScope, params: TableParams) {
  let query = supabase
    .from('directory_entries')
    .select(
      'id, company_id, employee_name, position, phone, whatsapp, email, photo_url, company:companies(name)',
      { count: 'exact' },
    );
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(SEARCH_COLUMNS, term));
  const sort = allowedSort(params.sort, CONTACT_SORTS, DEFAULT_CONTACT_SORT);
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order(sort.id, { ascending: !sort.desc, nullsFirst: false })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AdminContact = Awaited<ReturnType<typeof getContactsPage>>['rows'][number];

export const contactsPageQuery = (scope: CompanyScope, params: TableParams) =>
  queryOptions<Page<AdminContact>>({
    queryKey: directoryKeys.page(scope, params),
    queryFn: () => getContactsPage(scope, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: contactsErrorTexts },
  });

export const useContactsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(contactsPageQuery(scope, params));
