// The client's 'Directorio': one page of the company's contacts by name, with the total, searched on the
// server (name, position, email). RLS limits a client to its own company anyway.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { ilikeAny } from '@/utils/search';

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

export async function getDirectoryPage(
  companyId: string,
  params: TableParams,
): Promise<Page<DirectoryEntry>> {
  let query = supabase
    .from('directory_entries')
    .select('id, employee_name, position, phone, whatsapp, email, photo_url', { count: 'exact' })
    .eq('company_id', companyId);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(SEARCH_COLUMNS, term));
  // The id last makes the order total, so no contact moves between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order('employee_name', { ascending: true })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export const directoryQuery = (companyId: string | null, params: TableParams) =>
  queryOptions({
    queryKey: directoryKeys.list(companyId ?? '', params),
    queryFn: companyId ? () => getDirectoryPage(companyId, params) : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorToast: directoryErrorTexts },
  });

export const useDirectory = (companyId: string | null, params: TableParams) =>
  useQuery(directoryQuery(companyId, params));
