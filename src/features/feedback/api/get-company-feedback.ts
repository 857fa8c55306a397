// What the client's company sent before (RLS lets a client read its company's feedback), newest first.
// The most recent HISTORY_LIMIT are enough to remember what was said; the total says if there are more.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { supabase } from '@/lib/supabase';

import { feedbackKeys } from './keys';

export const HISTORY_LIMIT = 20;

export function getCompanyFeedback(companyId: string) {
  const query = supabase.from('feedback').select('id, rating, comment, created_at', { count: 'exact' });
  return fetchPage(query, {
    params: { page: 0, pageSize: HISTORY_LIMIT, sort: null, search: '' },
    scope: companyId,
    sorts: [],
    defaultSort: { id: 'created_at', desc: true },
    nullsLast: false,
  });
}

export type PastFeedback = Awaited<ReturnType<typeof getCompanyFeedback>>['rows'][number];

export const companyFeedbackQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: feedbackKeys.company(companyId ?? ''),
    queryFn: companyId ? () => getCompanyFeedback(companyId) : skipToken,
    meta: {
      reads: ['feedback'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la retroalimentación enviada.' },
    },
  });

export const useCompanyFeedback = (companyId: string | undefined) =>
  useQuery(companyFeedbackQuery(companyId));
