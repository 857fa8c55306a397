// Who the course is assigned to: one page of collaborators (name, email) and companies, with the due date
// and the total, oldest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { courseKeys } from './keys';

export const assignmentsErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las asignaciones del curso.',
} as const;

function getAssignmentsPage(courseId: string, params: TableParams) {
  const query = supabase
    .from('course_assignments')
    .select(
      'id, profile_id, company_id, due_date, created_at, profile:profiles!course_assignments_profile_id_fkey(full_name, email), company:companies(name)',
      { count: 'exact' },
    );
  return fetchPage(query, {
    params,
    scope: courseId,
    scopeColumn: 'course_id',
    sorts: [],
    defaultSort: { id: 'created_at', desc: false },
    nullsLast: false,
  });
}

export type Assignment = Awaited<ReturnType<typeof getAssignmentsPage>>['rows'][number];

export const assignmentsQuery = (courseId: string, params: TableParams) =>
  queryOptions<Page<Assignment>>({
    queryKey: courseKeys.assignments(courseId, params),
    queryFn: () => getAssignmentsPage(courseId, params),
    placeholderData: keepPreviousData,
    meta: { reads: ['course_assignments', 'profiles', 'companies'], errorToast: assignmentsErrorTexts },
  });

export const useAssignments = (courseId: string, params: TableParams) =>
  useQuery(assignmentsQuery(courseId, params));
