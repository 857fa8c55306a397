// The row goes first: a row whose file is gone would show a broken link to clients, while an orphaned
// object (if its removal fails or never happens) is invisible to them and removed by the storage sweep.
import { useMutation } from '@tanstack/react-query';

import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

type DocumentRef = { id: string; name: string; url: string };

export async function deleteDocument(document: DocumentRef): Promise<void> {
  const { error } = await supabase.from('documents').delete().eq('id', document.id);
  if (error) throw error;
  await discardFile(document.url);
}

export const useDeleteDocument = () =>
  useMutation({
    mutationFn: deleteDocument,
    meta: {
      writes: ['documents'],
      successToast: { title: 'Documento eliminado', description: (_data, doc) => (doc as DocumentRef).name },
      errorToast: { title: 'Error', description: 'No se pudo eliminar el documento. Inténtalo de nuevo.' },
    },
  });
