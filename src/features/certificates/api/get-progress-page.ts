// 'Avance': one page of the course_progress view (every effective assignment), filtered and searched on
// the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage, type RowOf } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';

import type { ProgressFilters } from '../utils/progress-filters';
import { certificateKeys } from './keys';
import { PROGRESS_COLUMNS, progressSelect } from './progress-query';

export const PROGRESS_SORTS = [
  'course_title',
  'full_name',
  'due_date',
  'lessons_completed',
  'best_score',
] as const;
export const DEFAULT_PROGRESS_SORT = { id: 'course_title', desc: false } as const;

export type ProgressRow = RowOf<ReturnType<typeof progressSelect<typeof PROGRESS_COLUMNS>>>;

function getProgressPage(filters: ProgressFilters, params: TableParams): Promise<Page<ProgressRow>> {
  return fetchPage(progressSelect(filters, PROGRESS_COLUMNS, 'exact'), {
    params,
    search: ['full_name', 'email', 'course_title'],
    sorts: PROGRESS_SORTS,
    defaultSort: DEFAULT_PROGRESS_SORT,
    // The view has no id: course then collaborator make the order total, so rows never move between pages.
    order: (list, sort) =>
      list
        .order(sort.id, { ascending: !sort.desc, nullsFirst: false })
        .order('course_id')
        .order('profile_id'),
  });
}

export const progressPageQuery = (filters: ProgressFilters, params: TableParams) =>
  queryOptions({
    queryKey: certificateKeys.progress(filters, params),
    queryFn: () => getProgressPage(filters, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['course_progress'],
      errorToast: { title: 'Error', description: 'No se pudo cargar el avance de capacitación.' },
    },
  });

export const useProgressPage = (filters: ProgressFilters, params: TableParams) =>
  useQuery(progressPageQuery(filters, params));
