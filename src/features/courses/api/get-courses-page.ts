// The admin's course list: one page, searched by title and sorted on the server, with the number of
// lessons (per module: lessons reach a course only through its modules) and assignments counted by the
// API (embedded counts).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { courseKeys } from './keys';

export const COURSE_SORTS = ['title', 'thematic_area', 'estimated_hours', 'published', 'created_at'] as const;
export const DEFAULT_COURSE_SORT = { id: 'title', desc: false } as const;

function getCoursesPage(params: TableParams) {
  const query = supabase
    .from('courses')
    .select(
      'id, title, description, cover_url, estimated_hours, thematic_area, instructor_name, training_agent_type, external_agent_name, external_agent_registration, published, course_modules(lessons(count)), course_assignments(count)',
      { count: 'exact' },
    );
  return fetchPage(query, {
    params,
    search: ['title'],
    sorts: COURSE_SORTS,
    defaultSort: DEFAULT_COURSE_SORT,
    nullsLast: false,
  });
}

export type CourseRow = Awaited<ReturnType<typeof getCoursesPage>>['rows'][number];

export const coursesPageQuery = (params: TableParams) =>
  queryOptions<Page<CourseRow>>({
    queryKey: courseKeys.page(params),
    queryFn: () => getCoursesPage(params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['courses', 'course_modules', 'lessons', 'course_assignments'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar los cursos.' },
    },
  });

export const useCoursesPage = (params: TableParams) => useQuery(coursesPageQuery(params));
