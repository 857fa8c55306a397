// The row goes first: a row whose file is gone would show a broken link to clients, while an orphaned
// object (if its removal fails) is invisible to them.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteDocument } from '../api/delete-document';
import { adminDocumentKeys, type AdminDocument } from '../api/get-admin-documents';
import { removeFile } from '../api/remove-file';

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: AdminDocument) => {
      await deleteDocument(document.id);
      await removeFile(document.url);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentKeys.all }),
  });
}
