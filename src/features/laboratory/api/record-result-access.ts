// 'Descargar Resultado': the database logs the access (who, when, on what ground) and hands over the
// file's reference only for a result the company may receive; Storage signs the file only after that.
import { useMutation } from '@tanstack/react-query';

import { errorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export async function recordResultAccess(requestId: string): Promise<string> {
  const { data, error } = await supabase.rpc('record_lab_result_access', {
    p_laboratory_request_id: requestId,
  });
  if (error) throw error;
  return data;
}

export const useRecordResultAccess = () =>
  useMutation({
    mutationFn: recordResultAccess,
    meta: {
      writes: ['lab_result_accesses', 'delivery_events'],
      // A refusal says why (e.g. the consent was revoked since the list was loaded).
      errorToast: { title: 'Error', description: (error) => errorMessage(error) },
    },
  });
