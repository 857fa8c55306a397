// The company an invoice's deductibility file is for, as its index names it (name and RFC). Read at the
// click of 'Descargar expediente' (fetchQuery), not for every row of the list.
import { queryOptions } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { complianceKeys } from './keys';

export async function getEvidenceCompany(companyId: string) {
  const { data, error } = await supabase
    .from('companies')
    .select('id, name, rfc')
    .eq('id', companyId)
    .single();
  if (error) throw error;
  return data;
}

export type EvidenceCompany = Awaited<ReturnType<typeof getEvidenceCompany>>;

export const evidenceCompanyQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...complianceKeys.all, 'evidence-company', companyId] as const,
    queryFn: () => getEvidenceCompany(companyId),
    staleTime: 5 * 60_000,
    meta: { reads: ['companies'] },
  });
