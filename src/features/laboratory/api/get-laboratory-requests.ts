import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const laboratoryKeys = {
  all: ['laboratory'] as const,
  list: (companyId: string) => ['laboratory', 'list', companyId] as const,
};

export interface LaboratoryRequest {
  id: string;
  request_type: string;
  patient_name: string | null;
  request_date: string;
  notes: string | null;
  status: string;
  result_url: string | null;
}

/** The company's laboratory requests, newest first (spec §7). */
export async function getLaboratoryRequests(companyId: string): Promise<LaboratoryRequest[]> {
  const { data, error } = await supabase
    .from('laboratory_requests')
    .select('id, request_type, patient_name, request_date, notes, status, result_url')
    .eq('company_id', companyId)
    .order('request_date', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useLaboratoryRequests(companyId: string | null) {
  return useQuery({
    queryKey: laboratoryKeys.list(companyId ?? ''),
    queryFn: () => getLaboratoryRequests(companyId as string),
    enabled: Boolean(companyId),
  });
}
