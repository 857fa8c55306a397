// The client's 'Directorio': one page of the company's contacts by name, with the total, searched on the
// server (name, position, email). RLS limits a client to its own company anyway.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { directoryKeys } from './keys';

export type DirectoryEntry = Pick<
  Tables<'directory_entries'>,
  'id' | 'employee_name' | 'position' | 'phone' | 'whatsapp' | 'email' | 'photo_url'
>;

const SEARCH_COLUMNS = ['employee_name', 'position', 'email'] as const;

export const directoryErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

export function getDirectoryPage(companyId: string, params: TableParams): Promise<Page<DirectoryEntry>> {
  const query = supabase
    .from('directory_entries')
    .select('id, employee_name, position, phone, whatsapp, email, photo_url', { count: 'exact' });
  return fetchPage(query, {
    params,
    scope: companyId,
    search: SEARCH_COLUMNS,
    sorts: [],
    defaultSort: { id: 'employee_name', desc: false },
    nullsLast: false,
  });
}

export const directoryQuery = (companyId: string | null, params: TableParams) =>
  queryOptions({
    queryKey: directoryKeys.list(companyId ?? '', params),
    queryFn: companyId ? () => getDirectoryPage(companyId, params) : skipToken,
    placeholderData: keepPreviousData,
    meta: { reads: ['directory_entries'], errorToast: directoryErrorTexts },
  });

export const useDirectory = (companyId: string | null, params: TableParams) =>
  useQuery(directoryQuery(companyId, params));
