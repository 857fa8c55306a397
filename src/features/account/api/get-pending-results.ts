// Laboratory results that are ready and that nobody of the company has opened or downloaded yet: the
// proof-of-delivery log (delivery_events) holds the first opening and download of each user.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { accountKeys } from './keys';

export type PendingResult = Pick<
  Tables<'laboratory_requests'>,
  'id' | 'request_type' | 'patient_name' | 'request_date' | 'updated_at'
>;

export async function getPendingResults(companyId: string): Promise<PendingResult[]> {
  const requests = await supabase
    .from('laboratory_requests')
    .select('id, request_type, patient_name, request_date, updated_at')
    .eq('company_id', companyId)
    .not('result_url', 'is', null)
    .order('updated_at', { ascending: false })
    .order('id');
  if (requests.error) throw requests.error;
  if (requests.data.length === 0) return [];
  const seen = await supabase
    .from('delivery_events')
    .select('laboratory_request_id')
    .in(
      'laboratory_request_id',
      requests.data.map((r) => r.id),
    )
    .in('event', ['opened', 'downloaded']);
  if (seen.error) throw seen.error;
  const delivered = new Set(seen.data.map((e) => e.laboratory_request_id));
  return requests.data.filter((r) => !delivered.has(r.id));
}

export const pendingResultsQuery = (companyId: string) =>
  queryOptions({
    queryKey: accountKeys.results(companyId),
    queryFn: () => getPendingResults(companyId),
    meta: { errorToast: { title: 'Error', description: 'No se pudieron cargar los resultados pendientes.' } },
  });

export const usePendingResults = (companyId: string) => useQuery(pendingResultsQuery(companyId));
