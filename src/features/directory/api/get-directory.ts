// The client's 'Directorio': one page of the company's contacts by name, with the total, searched on the
// server (name, position, email). RLS limits a client to its own company anyway.
import { useQuery } from '@tanstack/react-query';

import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';

import { directoryKeys } from './keys';

export const directoryErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudo cargar el directorio.',
} as const;

export const directoryQuery = scopedPageQuery({
  from: 'directory_entries',
  columns: 'id, employee_name, position, phone, whatsapp, email, photo_url',
  key: directoryKeys.list,
  search: ['employee_name', 'position', 'email'],
  sorts: [],
  defaultSort: { id: 'employee_name', desc: false },
  nullsLast: false,
  meta: { reads: ['directory_entries'], errorToast: directoryErrorTexts },
});

export type DirectoryEntry = PageRow<typeof directoryQuery>;

export const useDirectory = (companyId: string | null, params: TableParams) =>
  useQuery(directoryQuery(companyId, params));
