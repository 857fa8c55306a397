// The row goes first (a client must never see a result link whose file is gone), then its result file
// (left behind, the storage sweep removes it).
import { useMutation } from '@tanstack/react-query';

import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

type RequestRef = { id: string; request_type: string; result_url: string | null };

export async function deleteRequest(request: RequestRef): Promise<void> {
  const { error } = await supabase.from('laboratory_requests').delete().eq('id', request.id);
  if (error) throw error;
  if (request.result_url) await discardFile(request.result_url);
}

export const useDeleteRequest = () =>
  useMutation({
    mutationFn: deleteRequest,
    meta: {
      writes: ['laboratory_requests'],
      successToast: {
        title: 'Solicitud eliminada',
        description: (_data, request) => (request as RequestRef).request_type,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar la solicitud. Inténtalo de nuevo.' },
    },
  });
