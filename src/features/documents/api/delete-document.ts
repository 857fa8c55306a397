// A document's file is removed after its row (a row whose file is gone would show clients a broken link).
import { useMutation } from '@tanstack/react-query';

import { rowDeleteMutation } from '@/lib/query/delete-row';
import type { Tables } from '@/types/database';

type DocumentRef = Pick<Tables<'documents'>, 'id' | 'name' | 'url'>;

const documentDelete = rowDeleteMutation<DocumentRef>({
  table: 'documents',
  files: (document) => [document.url],
  deleted: 'Documento eliminado',
  name: (document) => document.name,
  failed: 'No se pudo eliminar el documento. Inténtalo de nuevo.',
});

export const deleteDocument = documentDelete.mutationFn;

export const useDeleteDocument = () => useMutation(documentDelete);
