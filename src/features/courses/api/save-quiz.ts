import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { QuizFormOutput } from '../utils/quiz-form';

export interface SaveQuizInput extends QuizFormOutput {
  courseId: string;
  /** Absent: the course's quiz is created. */
  id?: string;
}

export async function saveQuiz({
  courseId,
  id,
  title,
  passingScore,
  maxAttempts,
}: SaveQuizInput): Promise<void> {
  const row = { title, passing_score: passingScore, max_attempts: maxAttempts };
  const { error } = id
    ? await supabase.from('quizzes').update(row).eq('id', id)
    : await supabase.from('quizzes').insert({ ...row, course_id: courseId });
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
