// The company's contacts by name; RLS limits a client to its own company anyway.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { directoryKeys } from './keys';

export type DirectoryEntry = Pick<
  Tables<'directory_entries'>,
  'id' | 'employee_name' | 'position' | 'phone' | 'whatsapp' | 'email' | 'photo_url'
>;

export const directoryErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

export async function getDirectory(companyId: string): Promise<DirectoryEntry[]> {
  return fetchAll((from, to) =>
    supabase
      .from('directory_entries')
      .select('id, employee_name, position, phone, whatsapp, email, photo_url')
      .eq('company_id', companyId)
      .order('employee_name', { ascending: true })
      .order('id')
      .range(from, to),
  );
}

export const directoryQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: directoryKeys.list(companyId ?? ''),
    queryFn: companyId ? () => getDirectory(companyId) : skipToken,
    meta: { errorToast: directoryErrorTexts },
  });

export const useDirectory = (companyId: string | null) => useQuery(directoryQuery(companyId));
