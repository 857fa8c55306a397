// The result PDF of a request, in `lab-results/<company_id>/`. Uploading stores the new file under a
// fresh name, points the row at it, and only then removes the file it replaces; removing clears the
// column first. A client sees 'Descargar Resultado' exactly while the row has a result.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { discardFile, removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { supabase } from '@/lib/supabase';

export const resultMessages = {
  file: 'Selecciona el resultado en PDF.',
  saveFailed: 'No se pudo guardar el resultado. Inténtalo de nuevo.',
} as const;

type RequestRef = { id: string; company_id: string; request_type: string; result_url: string | null };

const discard = (reference: string) =>
  removeFile(reference).catch((cause: unknown) => console.warn('No se pudo borrar el archivo', cause));

/**
 * `resultado-<request id>-<upload id>.pdf`: unique per submission, so a replacement never overwrites
 * another result, while every attempt of one submission writes the same object (no second copy on retry).
 */
export const resultName = (requestId: string, uploadId: string) => `resultado-${requestId}-${uploadId}.pdf`;

export interface UploadResultInput {
  request: RequestRef;
  file: File;
  /** Made once per submission by the form. */
  uploadId: string;
}

export async function uploadResult({ request, file, uploadId }: UploadResultInput): Promise<void> {
  const url = await uploadFile({
    bucket: 'lab-results',
    folder: request.company_id,
    file,
    name: resultName(request.id, uploadId),
    upsert: true,
  });
  const { error } = await supabase
    .from('laboratory_requests')
    .update({ result_url: url })
    .eq('id', request.id);
  if (error) {
    await discard(url);
    throw new FileError(resultMessages.saveFailed);
  }
  if (request.result_url) await discard(request.result_url);
}

export async function removeResult(request: RequestRef): Promise<void> {
  const { error } = await supabase
    .from('laboratory_requests')
    .update({ result_url: null })
    .eq('id', request.id);
  if (error) throw error;
  if (request.result_url) await discardFile(request.result_url);
}

export const useUploadResult = () =>
  useMutation({
    mutationFn: uploadResult,
    meta: {
      writes: ['laboratory_requests', 'delivery_events'],
      successToast: {
        title: 'Resultado publicado',
        description: (_data, input) =>
          `La empresa ya puede descargar el resultado de ${(input as UploadResultInput).request.request_type}.`,
      },
    },
  });

export const useRemoveResult = () =>
  useMutation({
    mutationFn: removeResult,
    meta: {
      writes: ['laboratory_requests', 'delivery_events'],
      successToast: { title: 'Resultado quitado', description: (_d, r) => (r as RequestRef).request_type },
      errorToast: { title: 'Error', description: 'No se pudo quitar el resultado. Inténtalo de nuevo.' },
    },
  });
