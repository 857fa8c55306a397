// The course's final quiz as the database hands it to a collaborator: questions and options without the
// answer key, plus the caller's attempts so far (null when the course has no quiz).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { supabase } from '@/lib/supabase';

import { learningKeys } from './keys';

const quizSchema = z.object({
  id: z.string(),
  title: z.string(),
  passing_score: z.number(),
  max_attempts: z.number().nullable(),
  attempts_used: z.number(),
  questions: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      multiple: z.boolean(),
      options: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
});

export type Quiz = z.infer<typeof quizSchema>;
export type QuizQuestion = Quiz['questions'][number];

export async function getQuiz(courseId: string): Promise<Quiz | null> {
  const { data, error } = await supabase.rpc('quiz_for_attempt', { p_course_id: courseId });
  if (error) throw error;
  return data === null ? null : quizSchema.parse(data);
}

export const quizQuery = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.quiz(courseId),
    queryFn: () => getQuiz(courseId),
    meta: {
      reads: ['quizzes', 'quiz_questions', 'quiz_options', 'quiz_attempts'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la evaluación.' },
    },
  });

export const useQuiz = (courseId: string) => useQuery(quizQuery(courseId));
