// Lesson progress writes: a visit (the database stamps last_viewed_at; completed_at is left out so a
// completed lesson stays completed) and a completion. The certificate, when the course is now complete,
// is issued by the database; the screens re-read it through the invalidated queries.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export interface LessonProgressInput {
  courseId: string;
  lessonId: string;
  profileId: string;
}

async function upsertProgress(input: LessonProgressInput, completed: boolean): Promise<void> {
  const { error } = await supabase.from('lesson_progress').upsert(
    {
      lesson_id: input.lessonId,
      profile_id: input.profileId,
      course_id: input.courseId,
      ...(completed ? { completed_at: new Date().toISOString() } : {}),
    },
    { onConflict: 'profile_id,lesson_id' },
  );
  if (error) throw error;
}

export const recordLessonView = (input: LessonProgressInput) => upsertProgress(input, false);
export const completeLesson = (input: LessonProgressInput) => upsertProgress(input, true);

/** A visit is bookkeeping: it refreshes the progress and the course list, and fails silently (logged). */
export function useRecordLessonView() {
  return useMutation({
    mutationFn: recordLessonView,
    meta: { writes: ['lesson_progress', 'certificates'] },
    onError: (error) => console.warn('No se pudo registrar la visita a la lección', error),
  });
}

export function useCompleteLesson() {
  return useMutation({
    mutationFn: completeLesson,
    meta: {
      writes: ['lesson_progress', 'certificates'],
      errorToast: { title: 'No se pudo marcar la lección como completada' },
    },
  });
}
