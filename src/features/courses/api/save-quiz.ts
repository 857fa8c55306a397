import { useMutation } from '@tanstack/react-query';

import { insertOnce } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import type { QuizFormOutput } from '../utils/quiz-form';

export interface SaveQuizInput extends QuizFormOutput {
  courseId: string;
  /** Absent: the course's quiz is created under `newId` (inserted once, however often retried). */
  id?: string;
  /** The updated_at the edit loaded: a stale one is refused (StaleWriteError). */
  version?: string | null;
  newId: string;
}

export async function saveQuiz({
  courseId,
  id,
  version,
  newId,
  title,
  passingScore,
  maxAttempts,
}: SaveQuizInput): Promise<void> {
  const row = { title, passing_score: passingScore, max_attempts: maxAttempts };
  const { error } = id
    ? await supabase.from('quizzes').update(withVersion(row, version)).eq('id', id)
    : await insertOnce('quizzes', { ...row, id: newId, course_id: courseId });
  if (error && id) await throwIfStale(error, 'quizzes', id);
  if (error) throw error;
}

export const useSaveQuiz = () =>
  useMutation({
    mutationFn: saveQuiz,
    meta: {
      writes: ['quizzes'],
      successToast: {
        title: 'Evaluación guardada',
        description: (_d, input) => (input as SaveQuizInput).title,
      },
    },
  });
