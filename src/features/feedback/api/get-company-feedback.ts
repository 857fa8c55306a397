// What the client's company sent before (RLS lets a client read its company's feedback), newest first.
// The most recent HISTORY_LIMIT are enough to remember what was said; the total says if there are more.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { feedbackKeys } from './keys';

export const HISTORY_LIMIT = 20;

export async function getCompanyFeedback(companyId: string) {
  const { data, count, error } = await supabase
    .from('feedback')
    .select('id, rating, comment, created_at', { count: 'exact' })
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .order('id')
    .range(0, HISTORY_LIMIT - 1);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type PastFeedback = Awaited<ReturnType<typeof getCompanyFeedback>>['rows'][number];

export const companyFeedbackQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: feedbackKeys.company(companyId ?? ''),
    queryFn: companyId ? () => getCompanyFeedback(companyId) : skipToken,
    meta: {
      errorToast: { title: 'Error', description: 'No se pudo cargar la retroalimentación enviada.' },
    },
  });

export const useCompanyFeedback = (companyId: string | undefined) =>
  useQuery(companyFeedbackQuery(companyId));
