// Create or edit a question and its options: options keep their ids when edited (past attempts refer to
// them), new ones are inserted, removed ones deleted; positions follow the form's order. The question's row
// is written first, with the version the dialog loaded: a stale one is refused (StaleWriteError) before
// any option changes, so the question's version guards its options too. A new question is inserted once
// under the form's id, and a retry of one that went through changes nothing more.
import { useMutation } from '@tanstack/react-query';

import { insertOnce, rowExists } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import type { QuestionFormOutput } from '../utils/quiz-form';

export interface SaveQuestionInput extends QuestionFormOutput {
  quizId: string;
  /** Absent: a new question at `position`, under `newId`. */
  id?: string;
  /** The updated_at the edit loaded. */
  version?: string | null;
  newId: string;
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
  if (input.id) {
    const { error } = await supabase
      .from('quiz_questions')
      .update(withVersion(row, input.version))
      .eq('id', input.id);
    if (error) throw await throwIfStale(error, 'quiz_questions', input.id);
    await saveOptions(input.id, input);
    return;
  }
  if (await rowExists('quiz_questions', input.newId)) return;
  const { error } = await insertOnce('quiz_questions', {
    ...row,
    id: input.newId,
    quiz_id: input.quizId,
    position: input.position ?? 0,
  });
  if (error) throw error;
  await saveOptions(input.newId, input);
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
