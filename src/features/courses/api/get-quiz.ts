// The course's final quiz with its questions and options (the answer key: admins only), in order.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { byPosition } from '../utils/reorder';
import { courseKeys } from './keys';

async function getQuiz(courseId: string) {
  const { data, error } = await supabase
    .from('quizzes')
    .select(
      'id, title, passing_score, max_attempts, updated_at, quiz_questions(id, prompt, multiple, position, updated_at, quiz_options(id, label, is_correct, position))',
    )
    .eq('course_id', courseId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const questions = [...data.quiz_questions].sort(byPosition).map((question) => ({
    ...question,
    quiz_options: [...question.quiz_options].sort(byPosition),
  }));
  return { ...data, quiz_questions: questions };
}

export type Quiz = NonNullable<Awaited<ReturnType<typeof getQuiz>>>;
export type QuizQuestion = Quiz['quiz_questions'][number];

export const quizQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.quiz(courseId),
    queryFn: () => getQuiz(courseId),
    meta: {
      reads: ['quizzes', 'quiz_questions', 'quiz_options'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la evaluación del curso.' },
    },
  });

export const useQuiz = (courseId: string) => useQuery(quizQuery(courseId));
