// Who the course is assigned to: collaborators (name, email) and companies, with the due date.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { courseKeys } from './keys';

async function getAssignments(courseId: string) {
  return fetchAll((from, to) =>
    supabase
      .from('course_assignments')
      .select(
        'id, profile_id, company_id, due_date, created_at, profile:profiles!course_assignments_profile_id_fkey(full_name, email), company:companies(name)',
      )
      .eq('course_id', courseId)
      .order('created_at')
      .order('id')
      .range(from, to),
  );
}

export type Assignment = Awaited<ReturnType<typeof getAssignments>>[number];

export const assignmentsQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.assignments(courseId),
    queryFn: () => getAssignments(courseId),
    meta: {
      errorToast: { title: 'Error', description: 'No se pudieron cargar las asignaciones del curso.' },
    },
  });

export const useAssignments = (courseId: string) => useQuery(assignmentsQuery(courseId));
