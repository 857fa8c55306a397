// The per-course summary line of 'Avance' (assigned, completed, %) for the current course/company filters:
// three narrow columns of every matching row, counted here by the rows' own rule (the view's `completed`).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';

import type { ProgressFilters } from '../utils/progress-filters';
import { summarizeProgress } from '../utils/progress-summary';
import { certificateKeys } from './keys';
import { progressSelect } from './progress-query';

async function getProgressSummary(filters: ProgressFilters) {
  const rows = await fetchAll((from, to) =>
    progressSelect({ ...filters, state: '' }, 'course_id, course_title, completed')
      .order('course_id')
      .order('profile_id')
      .range(from, to)
      .overrideTypes<
        { course_id: string | null; course_title: string | null; completed: boolean | null }[],
        { merge: false }
      >(),
  );
  return summarizeProgress(rows);
}

export const progressSummaryQuery = (filters: ProgressFilters) =>
  queryOptions({
    queryKey: certificateKeys.progressSummary(filters),
    queryFn: () => getProgressSummary(filters),
    meta: {
      reads: ['course_progress'],
      errorToast: { title: 'Error', description: 'No se pudo calcular el resumen por curso.' },
    },
  });

export const useProgressSummary = (filters: ProgressFilters) => useQuery(progressSummaryQuery(filters));
