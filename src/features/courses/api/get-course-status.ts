// One course's progress row for the collaborator (quiz passed, certificate), re-read after each lesson
// completed or attempt graded: the certificate is issued by the database, the UI only reads it back.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { PROGRESS_COLUMNS, type CourseProgressRow } from './get-my-courses';
import { learningKeys } from './keys';

export async function getCourseStatus(
  courseId: string,
  profileId: string,
): Promise<CourseProgressRow | null> {
  const { data, error } = await supabase
    .from('course_progress')
    .select(PROGRESS_COLUMNS)
    .eq('course_id', courseId)
    .eq('profile_id', profileId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const courseStatusQuery = (courseId: string, profileId: string | null) =>
  queryOptions({
    queryKey: learningKeys.status(courseId, profileId ?? ''),
    queryFn: profileId ? () => getCourseStatus(courseId, profileId) : skipToken,
    meta: {
      reads: ['course_progress'],
      errorToast: { title: 'Error', description: 'No se pudo cargar tu avance del curso.' },
    },
  });

export const useCourseStatus = (courseId: string, profileId: string | null) =>
  useQuery(courseStatusQuery(courseId, profileId));
