// Upload, then insert the row; if the insert fails the uploaded object is removed so nothing stays
// half-saved. Errors reaching the caller carry the Spanish message to show next to the file.
import { FileError } from '@/lib/files/file-errors';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { supabase } from '@/lib/supabase';

import { GLOBAL_COMPANY, uploadFolder, uploadMessages } from '../utils/upload-form';

export interface CreateDocumentInput {
  /** A company id or GLOBAL_COMPANY. */
  companyId: string;
  year: number;
  month: number;
  name: string;
  documentType: string | null;
  file: File;
}

export async function createDocument(input: CreateDocumentInput): Promise<void> {
  const isGlobal = input.companyId === GLOBAL_COMPANY;
  const url = await uploadFile({
    bucket: 'repse-documents',
    folder: uploadFolder(input.companyId, input.year, input.month),
    file: input.file,
  });
  const { error } = await supabase.from('documents').insert({
    company_id: isGlobal ? null : input.companyId,
    is_global: isGlobal,
    year: input.year,
    month: input.month,
    name: input.name,
    url,
    document_type: input.documentType,
  });
  if (error) {
    await removeFile(url).catch((cause: unknown) => console.warn('No se pudo limpiar el archivo', cause));
    throw new FileError(uploadMessages.insertFailed);
  }
}
