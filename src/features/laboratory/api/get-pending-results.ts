// Laboratory results that are ready and that nobody of the company has opened or downloaded yet (the
// proof-of-delivery log holds each user's first opening and download): the view pending_lab_results
// answers which ones, so the card reads only the newest few and how many there are in all.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { laboratoryKeys } from './keys';

/** The card lists the newest few; the full list is one link away. */
export const RESULTS_SHOWN = 6;

type Row = Tables<'pending_lab_results'>;

// The view's columns are nullable in the generated types; its rows always carry them (they come from
// laboratory_requests, where they are required), so an item has the table's types.
export type PendingResult = Pick<
  Tables<'laboratory_requests'>,
  'id' | 'request_type' | 'patient_name' | 'request_date'
>;

export interface PendingResults {
  items: PendingResult[];
  total: number;
}

const item = (row: Pick<Row, 'id' | 'request_type' | 'patient_name' | 'request_date'>): PendingResult => ({
  id: row.id ?? '',
  request_type: row.request_type ?? '',
  patient_name: row.patient_name,
  request_date: row.request_date ?? '',
});

export async function getPendingResults(companyId: string): Promise<PendingResults> {
  const { data, count, error } = await supabase
    .from('pending_lab_results')
    .select('id, request_type, patient_name, request_date', { count: 'exact' })
    .eq('company_id', companyId)
    .order('updated_at', { ascending: false })
    .order('id')
    .range(0, RESULTS_SHOWN - 1);
  if (error) throw error;
  const items = data.map(item);
  return { items, total: count ?? items.length };
}

export const pendingResultsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...laboratoryKeys.all, 'pending', companyId] as const,
    queryFn: () => getPendingResults(companyId),
    meta: {
      // The view pending_lab_results: requests, less those opened or downloaded in the delivery log.
      reads: ['laboratory_requests', 'delivery_events'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar los resultados pendientes.' },
    },
  });

export const usePendingResults = (companyId: string) => useQuery(pendingResultsQuery(companyId));
