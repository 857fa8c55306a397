import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const companyKeys = {
  all: ['companies'] as const,
  list: () => ['companies', 'list'] as const,
};

export interface CompanyOption {
  id: string;
  name: string;
}

export async function getCompanies(): Promise<CompanyOption[]> {
  const { data, error } = await supabase
    .from('companies')
    .select('id, name')
    .order('name', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.list(), queryFn: getCompanies, enabled });
}
