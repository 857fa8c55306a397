// The client's REPSE documents: its company's and the global ones (RLS enforces the same), newest first.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { documentKeys } from './keys';

export type CompanyDocument = Pick<
  Tables<'documents'>,
  'id' | 'company_id' | 'is_global' | 'year' | 'month' | 'name' | 'url' | 'document_type'
>;

export const documentListTexts = {
  errorTitle: 'Error',
  error: 'No se pudieron cargar los documentos REPSE.',
} as const;

export async function getCompanyDocuments(companyId: string): Promise<CompanyDocument[]> {
  const { data, error } = await supabase
    .from('documents')
    .select('id, company_id, is_global, year, month, name, url, document_type')
    .or(`company_id.eq.${companyId},is_global.eq.true`)
    .order('year', { ascending: false })
    .order('month', { ascending: false })
    .order('name', { ascending: true });
  if (error) throw error;
  return data;
}

export const companyDocumentsQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: documentKeys.forCompany(companyId ?? ''),
    queryFn: companyId ? () => getCompanyDocuments(companyId) : skipToken,
    meta: { errorToast: { title: documentListTexts.errorTitle, description: documentListTexts.error } },
  });

export const useCompanyDocuments = (companyId: string | null) => useQuery(companyDocumentsQuery(companyId));
