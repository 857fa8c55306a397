import { useMutation, useQueryClient } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const feedbackKeys = {
  all: ['feedback'] as const,
};

export interface FeedbackInput {
  company_id: string;
  rating: number;
  comment: string | null;
}

/** For clients the database stamps company and sender itself; no row is read back (plain insert). */
export async function createFeedback(input: FeedbackInput): Promise<void> {
  const { error } = await supabase.from('feedback').insert(input);
  if (error) throw error;
}

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
