// Fingerprint, upload, then insert the row; if the insert fails the uploaded object is removed so nothing
// stays half-saved. Errors reaching the caller carry the Spanish message to show next to the file (the
// database's own text when it refuses the type's rules, e.g. a missing issue date). The row's id comes from
// the picked file's list row: a retry of a file that already landed uploads and inserts nothing more.
import { errorMessage } from '@/lib/errors';
import { FileError } from '@/lib/files/file-errors';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { insertOnce, rowExists } from '@/lib/insert-once';

import { sha256Hex } from '../utils/file-digest';
import { GLOBAL_COMPANY, uploadFolder, uploadMessages } from '../utils/upload-form';

export interface CreateDocumentInput {
  /** The new row's id, the same on every attempt for this file. */
  id: string;
  /** A company id or GLOBAL_COMPANY. */
  companyId: string;
  year: number;
  month: number;
  name: string;
  documentTypeId: string;
  issuedOn: string | null;
  expiresOn: string | null;
  file: File;
}

/** 23514: a check of the type's rules (app.apply_document_type), written in Spanish by the database. */
const refusalText = (error: { code?: string; message?: string }) =>
  error.code === '23514' && error.message ? error.message : uploadMessages.insertFailed;

export async function createDocument(input: CreateDocumentInput): Promise<void> {
  if (await rowExists('documents', input.id)) return;
  const isGlobal = input.companyId === GLOBAL_COMPANY;
  const sha256 = await sha256Hex(input.file);
  const url = await uploadFile({
    bucket: 'repse-documents',
    folder: uploadFolder(input.companyId, input.year, input.month),
    file: input.file,
  });
  const { error } = await insertOnce('documents', {
    id: input.id,
    company_id: isGlobal ? null : input.companyId,
    is_global: isGlobal,
    year: input.year,
    month: input.month,
    name: input.name,
    url,
    document_type_id: input.documentTypeId,
    issued_on: input.issuedOn,
    expires_on: input.expiresOn,
    sha256,
    size_bytes: input.file.size,
  });
  if (error) {
    await removeFile(url).catch((cause: unknown) =>
      console.warn('No se pudo limpiar el archivo', errorMessage(cause)),
    );
    throw new FileError(refusalText(error));
  }
}
