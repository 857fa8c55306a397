// Sends the answers to the database, which grades them (the browser never holds the answer key) and, when
// the course is now complete, issues the certificate.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { errorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export type QuizAnswers = Record<string, string[]>;

const attemptSchema = z.object({
  attempt_number: z.number(),
  score: z.number(),
  passed: z.boolean(),
  results: z.record(z.string(), z.boolean()),
});
export type QuizAttemptResult = z.infer<typeof attemptSchema>;

export async function submitQuiz(input: {
  courseId: string;
  answers: QuizAnswers;
}): Promise<QuizAttemptResult> {
  const { data, error } = await supabase.rpc('submit_quiz_attempt', {
    p_course_id: input.courseId,
    p_answers: input.answers,
  });
  if (error) throw error;
  return attemptSchema.parse(data);
}

export function useSubmitQuiz() {
  return useMutation({
    mutationFn: submitQuiz,
    meta: {
      writes: ['quiz_attempts', 'certificates'],
      // The database explains refusals in Spanish ('Ya usaste los 3 intentos permitidos.').
      errorToast: { title: 'No se pudo enviar la evaluación', description: (error) => errorMessage(error) },
    },
  });
}
