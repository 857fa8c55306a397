import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const adminDocumentKeys = {
  all: ['admin-documents'] as const,
  list: (companyId: string) => ['admin-documents', 'list', companyId] as const,
};

export interface AdminDocument {
  id: string;
  company_id: string | null;
  is_global: boolean;
  year: number;
  month: number;
  name: string;
  url: string;
  document_type: string | null;
  company: { name: string } | null;
}

/** 'all' = every company's documents and the global ones (the admin's RLS sees them all). */
export async function getAdminDocuments(companyId: string): Promise<AdminDocument[]> {
  let query = supabase
    .from('documents')
    .select('id, company_id, is_global, year, month, name, url, document_type, company:companies(name)');
  if (companyId !== 'all') query = query.eq('company_id', companyId);
  const { data, error } = await query
    .order('year', { ascending: false })
    .order('month', { ascending: false })
    .order('name', { ascending: true });
  if (error) throw error;
  return (data ?? []) as unknown as AdminDocument[];
}

export function useAdminDocuments(companyId: string) {
  return useQuery({
    queryKey: adminDocumentKeys.list(companyId),
    queryFn: () => getAdminDocuments(companyId),
  });
}
