// Create or edit a question and its options: options keep their ids when edited (past attempts refer to
// them), new ones are inserted, removed ones deleted; positions follow the form's order. The question's row
// is written first, with the version the dialog loaded: a stale one is refused (StaleWriteError) before
// any option changes, so the question's version guards its options too. A new question is inserted once
// under the form's id, and its options are written as the form has them on every attempt.
import { useMutation } from '@tanstack/react-query';

import { derivedId, insertOnce } from '@/lib/insert-once';
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
}

/**
 * Writes the options as the form has them, whatever an earlier attempt of the same submission left: a new
 * option's id is derived from the submission's id and its place among the new ones, so a retry upserts the
 * rows the lost attempt wrote instead of adding them again, and any option of the question the form no
 * longer has (removed in the form, or left by an attempt the form has since changed) is deleted.
 */
async function saveOptions(questionId: string, input: SaveQuestionInput) {
  let fresh = 0;
  const rows = await Promise.all(
    input.options.map(async (option, position) => ({
      id: option.id ?? (await derivedId(input.newId, `option-${fresh++}`)),
      question_id: questionId,
      label: option.label,
      is_correct: option.isCorrect,
      position,
    })),
  );
  const { error: removeError } = await supabase
    .from('quiz_options')
    .delete()
    .eq('question_id', questionId)
    .not('id', 'in', `(${rows.map((row) => row.id).join(',')})`);
  if (removeError) throw removeError;
  const { error } = await supabase.from('quiz_options').upsert(rows, { onConflict: 'id' });
  if (error) throw error;
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
