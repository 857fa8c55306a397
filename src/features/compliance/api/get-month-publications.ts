// What 'Emitir Acuse' will list before it is issued: how many documents were published to the company in
// the month, read from the delivery log (the admin reads every entry). The month runs in Mexico City time
// (UTC-6 all year since 2022), as the database counts it when it issues the receipt.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { complianceKeys } from './keys';

/** The month's bounds as instants: its first day and the next month's, at midnight in Mexico City. */
export function monthBounds(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month.slice(0, 7)}-01T00:00:00-06:00`, `${next}-01T00:00:00-06:00`];
}

export async function countMonthPublications(companyId: string, month: string): Promise<number> {
  const [from, to] = monthBounds(month);
  const { count, error } = await supabase
    .from('delivery_events')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', companyId)
    .eq('event', 'published')
    .not('document_id', 'is', null)
    .gte('occurred_at', from)
    .lt('occurred_at', to);
  if (error) throw error;
  return count ?? 0;
}

export const monthPublicationsQuery = (companyId: string, month: string | null) =>
  queryOptions({
    queryKey: [...complianceKeys.deliveries(), 'month-publications', companyId, month] as const,
    queryFn: companyId && month ? () => countMonthPublications(companyId, month) : skipToken,
    meta: {
      reads: ['delivery_events'],
      errorToast: { title: 'Error', description: 'No se pudo contar lo publicado en el mes.' },
    },
  });

export const useMonthPublications = (companyId: string, month: string | null) =>
  useQuery(monthPublicationsQuery(companyId, month));
