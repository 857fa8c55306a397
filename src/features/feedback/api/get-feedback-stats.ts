// Ratings of every feedback matching the filters (two small columns, read in chunks) for the per-company
// average, count and distribution. Thousands of rows stay a few requests; a server-side aggregate (a view
// or RPC) would make it one.
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CompanyScope } from '@/lib/company-scope';
import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import type { FeedbackFilters } from '../utils/feedback-filters';
import { applyFeedbackFilters } from './feedback-query';
import { feedbackKeys } from './keys';

export async function getFeedbackRatings(scope: CompanyScope, filters: FeedbackFilters) {
  return fetchAll((from, to) =>
    applyFeedbackFilters(supabase.from('feedback').select('id, company_id, rating'), scope, filters)
      .order('id')
      .range(from, to),
  );
}

export const feedbackStatsQuery = (scope: CompanyScope, filters: FeedbackFilters) =>
  queryOptions({
    queryKey: feedbackKeys.stats(scope, filters),
    queryFn: () => getFeedbackRatings(scope, filters),
    meta: {
      reads: ['feedback'],
      errorToast: { title: 'Error', description: 'No se pudieron calcular las calificaciones.' },
    },
  });

export const useFeedbackStats = (scope: CompanyScope, filters: FeedbackFilters) =>
  useQuery(feedbackStatsQuery(scope, filters));
