// Records the client's visit to 'Estado de la Cuenta' and returns when the previous visit started (null on
// the first one). Once per mount: the cache entry is dropped on unmount and never refetched meanwhile; the
// database keeps the same "previous" for returns within 30 minutes, so a repeated call changes nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { accountKeys } from './keys';

export async function touchAccountVisit(): Promise<string | null> {
  const { data, error } = await supabase.rpc('touch_account_visit');
  if (error) throw error;
  // The generated type says string, but the function returns null on a first visit.
  const previous: string | null = data;
  return previous;
}

export const accountVisitQuery = (companyId: string) =>
  queryOptions({
    queryKey: accountKeys.visit(companyId),
    queryFn: touchAccountVisit,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: {
      reads: ['account_visits'],
      errorToast: { title: 'Error', description: 'No se pudo registrar tu visita.' },
    },
  });

export const useAccountVisit = (companyId: string) => useQuery(accountVisitQuery(companyId));
