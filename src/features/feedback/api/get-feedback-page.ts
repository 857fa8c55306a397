// The admin's 'Retroalimentación' list: one page of every company's feedback (or the header company's),
// filtered by rating and dates, sorted on the server, with the total.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { CompanyScope } from '@/lib/company-scope';
import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import type { FeedbackFilters } from '../utils/feedback-filters';
import { applyFeedbackFilters } from './feedback-query';
import { feedbackKeys } from './keys';

export const FEEDBACK_SORTS = ['created_at', 'rating'] as const;
export const DEFAULT_FEEDBACK_SORT = { id: 'created_at', desc: true } as const;

const COLUMNS =
  'id, company_id, rating, comment, created_at, company:companies(name), sender:profiles(full_name, email)';

export function getFeedbackPage(scope: CompanyScope, filters: FeedbackFilters, params: TableParams) {
  const query = supabase.from('feedback').select(COLUMNS, { count: 'exact' });
  return fetchPage(applyFeedbackFilters(query, scope, filters), {
    params,
    sorts: FEEDBACK_SORTS,
    defaultSort: DEFAULT_FEEDBACK_SORT,
    nullsLast: false,
  });
}

export type AdminFeedback = Awaited<ReturnType<typeof getFeedbackPage>>['rows'][number];

export const feedbackPageQuery = (scope: CompanyScope, filters: FeedbackFilters, params: TableParams) =>
  queryOptions<Page<AdminFeedback>>({
    queryKey: feedbackKeys.page(scope, filters, params),
    queryFn: () => getFeedbackPage(scope, filters, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['feedback', 'companies', 'profiles'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la retroalimentación.' },
    },
  });

export const useFeedbackPage = (scope: CompanyScope, filters: FeedbackFilters, params: TableParams) =>
  useQuery(feedbackPageQuery(scope, filters, params));
