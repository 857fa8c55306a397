// Create or edit a question and its options: options keep their ids when edited (past attempts refer to
// them), new ones are inserted, removed ones deleted; positions follow the form's order.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { QuestionFormOutput } from '../utils/quiz-form';

export interface SaveQuestionInput extends QuestionFormOutput {
  quizId: string;
  /** Absent: a new question at `position`. */
  id?: string;
  position?: number;
  /** The ids the question had when the dialog opened. */
  previousOptionIds?: string[];
}

async function saveOptions(questionId: string, input: SaveQuestionInput) {
  const kept = new Set(input.options.flatMap((option) => (option.id ? [option.id] : [])));
  const removed = (input.previousOptionIds ?? []).filter((id) => !kept.has(id));
  if (removed.length) {
    const { error } = await supabase.from('quiz_options').delete().in('id', removed);
    if (error) throw error;
  }
  for (const [position, option] of input.options.entries()) {
    const row = { label: option.label, is_correct: option.isCorrect, position };
    const { error } = option.id
      ? await supabase.from('quiz_options').update(row).eq('id', option.id)
      : await supabase.from('quiz_options').insert({ ...row, question_id: questionId });
    if (error) throw error;
  }
}

export async function saveQuestion(input: SaveQuestionInput): Promise<void> {
  const row = { prompt: input.prompt, multiple: input.multiple };
  let questionId = input.id;
  if (questionId) {
    const { error } = await supabase.from('quiz_questions').update(row).eq('id', questionId);
    if (error) throw error;
  } else {
    const { data, error } = await supabase
      .from('quiz_questions')
      .insert({ ...row, quiz_id: input.quizId, position: input.position ?? 0 })
      .select('id');
    if (error) throw error;
    questionId = data[0].id;
  }
  await saveOptions(questionId, input);
}

export const useSaveQuestion = () =>
  useMutation({
    mutationFn: saveQuestion,
    meta: {
      writes: ['quiz_questions', 'quiz_options'],
      successToast: {
        title: 'Pregunta guardada',
        description: (_d, input) => (input as SaveQuestionInput).prompt,
      },
    },
  });
