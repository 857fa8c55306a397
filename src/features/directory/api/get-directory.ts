// The client's 'Directorio': one page of the company's contacts by name, with the total, searched on the
// server (name, position, email). RLS limits a client to its own company anyway.
import { useQuery } from '@tanstack/react-query';

import { scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

import { directoryKeys } from './keys';

const SEARCH_COLUMNS = ['employee_name', 'position', 'email'] as const;

export const directoryErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

const select = () =>
  supabase
    .from('directory_entries')
    .select('id, employee_name, position, phone, whatsapp, email, photo_url', { count: 'exact' });

export type DirectoryEntry = RowOf<ReturnType<typeof select>>;

export const directoryQuery = scopedPageQuery({
  key: directoryKeys.list,
  select,
  search: SEARCH_COLUMNS,
  sorts: [],
  defaultSort: { id: 'employee_name', desc: false },
  nullsLast: false,
  meta: { reads: ['directory_entries'], errorToast: directoryErrorTexts },
});

export const useDirectory = (companyId: string | null, params: TableParams) =>
  useQuery(directoryQuery(companyId, params));
