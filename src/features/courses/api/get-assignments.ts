// Who the course is assigned to: one page of collaborators (name, email) and companies, with the due date
// and the total, oldest first.
import { useQuery } from '@tanstack/react-query';

import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';

import { courseKeys } from './keys';

export const assignmentsErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las asignaciones del curso.',
} as const;

export const assignmentsQuery = scopedPageQuery({
  from: 'course_assignments',
  columns:
    'id, profile_id, company_id, due_date, created_at, profile:profiles!course_assignments_profile_id_fkey(full_name, email), company:companies(name)',
  key: courseKeys.assignments,
  scopeColumn: 'course_id',
  sorts: [],
  defaultSort: { id: 'created_at', desc: false },
  nullsLast: false,
  meta: { reads: ['course_assignments', 'profiles', 'companies'], errorToast: assignmentsErrorTexts },
});

export type Assignment = PageRow<typeof assignmentsQuery>;

export const useAssignments = (courseId: string, params: TableParams) =>
  useQuery(assignmentsQuery(courseId, params));
