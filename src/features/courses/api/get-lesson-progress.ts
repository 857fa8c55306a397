// The collaborator's own progress on one course's lessons (none is read in an admin's preview).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { learningKeys } from './keys';

export type LessonProgress = Pick<Tables<'lesson_progress'>, 'lesson_id' | 'last_viewed_at' | 'completed_at'>;

export async function getLessonProgress(courseId: string, profileId: string): Promise<LessonProgress[]> {
  const { data, error } = await supabase
    .from('lesson_progress')
    .select('lesson_id, last_viewed_at, completed_at')
    .eq('course_id', courseId)
    .eq('profile_id', profileId);
  if (error) throw error;
  return data;
}

export const lessonProgressQuery = (courseId: string, profileId: string | null) =>
  queryOptions({
    queryKey: learningKeys.progress(courseId, profileId ?? ''),
    queryFn: profileId ? () => getLessonProgress(courseId, profileId) : skipToken,
    meta: {
      reads: ['lesson_progress'],
      errorToast: { title: 'Error', description: 'No se pudo cargar tu avance del curso.' },
    },
  });

export const useLessonProgress = (courseId: string, profileId: string | null) =>
  useQuery(lessonProgressQuery(courseId, profileId));
