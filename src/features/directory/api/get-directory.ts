import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const directoryKeys = {
  all: ['directory'] as const,
  list: (companyId: string) => ['directory', 'list', companyId] as const,
};

export interface DirectoryEntry {
  id: string;
  employee_name: string;
  position: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  photo_url: string | null;
}

/** The company's contacts by name (spec §7); RLS limits a client to its own company anyway. */
export async function getDirectory(companyId: string): Promise<DirectoryEntry[]> {
  const { data, error } = await supabase
    .from('directory_entries')
    .select('id, employee_name, position, phone, whatsapp, email, photo_url')
    .eq('company_id', companyId)
    .order('employee_name', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function useDirectory(companyId: string | null) {
  return useQuery({
    queryKey: directoryKeys.list(companyId ?? ''),
    queryFn: () => getDirectory(companyId as string),
    enabled: Boolean(companyId),
  });
}
