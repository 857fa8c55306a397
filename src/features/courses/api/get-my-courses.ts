// The collaborator's course list: its own course_progress rows (one per effective assignment) joined in
// the browser with the course's card data (cover, description, hours, área temática).
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { RowOf } from '@/lib/query/paged-list';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { learningKeys } from './keys';

export type CourseCardData = Pick<
  Tables<'courses'>,
  'id' | 'title' | 'description' | 'cover_url' | 'estimated_hours' | 'thematic_area'
>;
export type MyCourse = CourseProgressRow & { course_id: string; course: CourseCardData | null };

export const myCoursesTexts = {
  errorTitle: 'Error',
  error: 'No se pudieron cargar tus cursos.',
} as const;

export const PROGRESS_COLUMNS =
  'course_id, course_title, due_date, lessons_total, lessons_completed, has_quiz, attempts_used, best_score, quiz_passed, completed, certificate_code, certificate_blocker, last_activity_at';

/** The person's course_progress rows, the soonest due first. */
const progressOf = (profileId: string) =>
  supabase
    .from('course_progress')
    .select(PROGRESS_COLUMNS)
    .eq('profile_id', profileId)
    .order('due_date', { ascending: true, nullsFirst: false })
    .order('course_title', { ascending: true });

export type CourseProgressRow = RowOf<ReturnType<typeof progressOf>>;

export async function getMyCourses(profileId: string): Promise<MyCourse[]> {
  const progress = await progressOf(profileId);
  if (progress.error) throw progress.error;
  const rows = progress.data.flatMap((row) => (row.course_id ? [{ ...row, course_id: row.course_id }] : []));
  if (rows.length === 0) return [];
  const courses = await supabase
    .from('courses')
    .select('id, title, description, cover_url, estimated_hours, thematic_area')
    .in(
      'id',
      rows.map((row) => row.course_id),
    );
  if (courses.error) throw courses.error;
  const byId = new Map(courses.data.map((course) => [course.id, course]));
  return rows.map((row) => ({ ...row, course: byId.get(row.course_id) ?? null }));
}

export const myCoursesQuery = (profileId: string) =>
  queryOptions({
    queryKey: learningKeys.myCourses(profileId),
    queryFn: () => getMyCourses(profileId),
    meta: {
      reads: ['course_progress', 'courses'],
      errorToast: { title: myCoursesTexts.errorTitle, description: myCoursesTexts.error },
    },
  });

export const useMyCourses = (profileId: string) => useQuery(myCoursesQuery(profileId));
