// Upload, then insert the row; if the insert fails the uploaded object is removed so nothing stays
// half-saved. Errors reaching the caller carry the Spanish message to show.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { uploadFile } from '@/lib/files/upload-file';

import { createDocument } from '../api/create-document';
import { adminDocumentKeys } from '../api/get-admin-documents';
import { removeFile } from '../api/remove-file';
import { GLOBAL_COMPANY, uploadFolder, uploadMessages } from '../utils/upload-form';

export interface UploadDocumentInput {
  companyId: string;
  year: number;
  month: number;
  name: string;
  documentType: string | null;
  file: File;
}

export async function uploadDocument(input: UploadDocumentInput): Promise<void> {
  const isGlobal = input.companyId === GLOBAL_COMPANY;
  const url = await uploadFile({
    bucket: 'repse-documents',
    folder: uploadFolder(input.companyId, input.year, input.month),
    file: input.file,
  });
  try {
    await createDocument({
      company_id: isGlobal ? null : input.companyId,
      is_global: isGlobal,
      year: input.year,
      month: input.month,
      name: input.name,
      url,
      document_type: input.documentType,
    });
  } catch {
    await removeFile(url).catch((error: unknown) => console.warn('No se pudo limpiar el archivo', error));
    throw new FileError(uploadMessages.insertFailed);
  }
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDocumentKeys.all }),
  });
}
