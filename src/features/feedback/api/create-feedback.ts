// Sends one rating. The database stamps the sender (and, for clients, the company) itself; no row is
// read back, so a sender who may not read it back still succeeds. The id is the form's, once only.
import { useMutation } from '@tanstack/react-query';

import { dataErrorText } from '@/lib/errors';
import { insertOnce } from '@/lib/insert-once';
import type { TablesInsert } from '@/types/database';

export type FeedbackInput = Pick<TablesInsert<'feedback'>, 'company_id' | 'rating' | 'comment'> & {
  id: string;
};

export const createFeedbackTexts = {
  successTitle: '¡Gracias por tus comentarios!',
  success: 'Tu retroalimentación ha sido enviada.',
  errorTitle: 'Error',
  error: 'No se pudo enviar tu retroalimentación.',
} as const;

export async function createFeedback(input: FeedbackInput): Promise<void> {
  const { error } = await insertOnce('feedback', input);
  if (error) throw error;
}

/** `onSent` runs inside the mutation's success (not in a later `mutate` callback), so the form clears
 * together with the thanks toast rather than a tick after it. */
export const useCreateFeedback = ({ onSent }: { onSent?: () => void } = {}) =>
  useMutation({
    mutationFn: createFeedback,
    onSuccess: () => onSent?.(),
    meta: {
      writes: ['feedback'],
      successToast: { title: createFeedbackTexts.successTitle, description: createFeedbackTexts.success },
      errorToast: {
        title: createFeedbackTexts.errorTitle,
        description: (error) => `${createFeedbackTexts.error} ${dataErrorText(error)}`,
      },
    },
  });
