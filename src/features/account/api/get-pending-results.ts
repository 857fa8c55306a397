// Laboratory results that are ready and that nobody of the company has opened or downloaded yet: the
// proof-of-delivery log (delivery_events) holds the first opening and download of each user.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { accountKeys } from './keys';

export type PendingResult = Pick<
  Tables<'laboratory_requests'>,
  'id' | 'request_type' | 'patient_name' | 'request_date' | 'updated_at'
>;

export async function getPendingResults(companyId: string): Promise<PendingResult[]> {
  const requests = await fetchAll<PendingResult>((from, to) =>
    supabase
      .from('laboratory_requests')
      .select('id, request_type, patient_name, request_date, updated_at')
      .eq('company_id', companyId)
      .not('result_url', 'is', null)
      .order('updated_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (requests.length === 0) return [];
  // The company's openings and downloads of results, not a filter on the results' ids: a large client
  // has hundreds of results, more ids than one URL holds.
  const seen = await fetchAll<{ laboratory_request_id: string | null }>((from, to) =>
    supabase
      .from('delivery_events')
      .select('laboratory_request_id')
      .eq('company_id', companyId)
      .not('laboratory_request_id', 'is', null)
      .in('event', ['opened', 'downloaded'])
      .order('id')
      .range(from, to),
  );
  const delivered = new Set(seen.map((e) => e.laboratory_request_id));
  return requests.filter((r) => !delivered.has(r.id));
}

export const pendingResultsQuery = (companyId: string) =>
  queryOptions({
    queryKey: accountKeys.results(companyId),
    queryFn: () => getPendingResults(companyId),
    meta: { errorToast: { title: 'Error', description: 'No se pudieron cargar los resultados pendientes.' } },
  });

export const usePendingResults = (companyId: string) => useQuery(pendingResultsQuery(companyId));
