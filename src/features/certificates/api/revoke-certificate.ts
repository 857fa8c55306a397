// Revoking sets only the reason; the database stamps when and by whom and refuses a second revocation
// (its Spanish message reaches the dialog through the error).
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export interface RevokeInput {
  id: string;
  code: string;
  reason: string;
}

export async function revokeCertificate({ id, reason }: RevokeInput) {
  const { data, error } = await supabase
    .from('certificates')
    .update({ revoked_reason: reason.trim() })
    .eq('id', id)
    .select('id, revoked_at')
    .single();
  if (error) throw error;
  return data;
}

export const useRevokeCertificate = () =>
  useMutation({
    mutationFn: revokeCertificate,
    meta: {
      writes: ['certificates'],
      successToast: {
        title: 'Constancia revocada',
        description: (_data, input) => (input as RevokeInput).code,
      },
    },
  });
