import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const documentKeys = {
  all: ['repse-documents'] as const,
  list: (companyId: string) => ['repse-documents', 'list', companyId] as const,
};

export interface RepseDocument {
  id: string;
  company_id: string | null;
  is_global: boolean;
  year: number;
  month: number;
  name: string;
  url: string;
  document_type: string | null;
}

/** The company's documents plus the global ones (RLS enforces the same), newest period first. */
export async function getDocuments(companyId: string): Promise<RepseDocument[]> {
  const { data, error } = await supabase
    .from('documents')
    .select('id, company_id, is_global, year, month, name, url, document_type')
    .or(`company_id.eq.${companyId},is_global.eq.true`)
    .order('year', { ascending: false })
    .order('month', { ascending: false })
    .order('name', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function useDocuments(companyId: string) {
  return useQuery({ queryKey: documentKeys.list(companyId), queryFn: () => getDocuments(companyId) });
}
