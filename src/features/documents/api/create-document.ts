// Fingerprint, upload, then insert the row; if the database refuses the insert the uploaded object is
// removed so nothing stays half-saved. Errors reaching the caller carry the Spanish message to show next to
// the file (the database's own text when it refuses the type's rules, e.g. a missing issue date). The row's
// id comes from the picked file's list row, the same on every attempt: a retry of a file whose row landed
// does nothing more. An insert that got no answer (the connection dropped) may still have been written:
// the object is kept and the error carries it (UnsettledDocument); the next attempt, given it as `stored`,
// uploads nothing and inserts the row once.
import { errorMessage, isConnectionError } from '@/lib/errors';
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
  /** The file's object (`storage://…`) uploaded by an earlier attempt whose insert got no answer. */
  stored?: string;
}

/** The file is in Storage but whether its row was written is unknown: retry with `stored`. */
export class UnsettledDocument extends FileError {
  constructor(readonly stored: string) {
    super(uploadMessages.connectionLost);
  }
}

/** 23514: a check of the type's rules (app.apply_document_type), written in Spanish by the database. */
const refusalText = (error: { code?: string; message?: string }) =>
  error.code === '23514' && error.message ? error.message : uploadMessages.insertFailed;

export async function createDocument(input: CreateDocumentInput): Promise<void> {
  if (await rowExists('documents', input.id)) return;
  const isGlobal = input.companyId === GLOBAL_COMPANY;
  const sha256 = await sha256Hex(input.file);
  const url =
    input.stored ??
    (await uploadFile({
      bucket: 'repse-documents',
      folder: uploadFolder(input.companyId, input.year, input.month),
      file: input.file,
    }));
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
    if (isConnectionError(error)) throw new UnsettledDocument(url);
    await removeFile(url).catch((cause: unknown) =>
      console.warn('No se pudo limpiar el archivo', errorMessage(cause)),
    );
    throw new FileError(refusalText(error));
  }
}
