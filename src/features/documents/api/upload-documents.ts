// Bulk upload: each file is uploaded and its row inserted on its own (createDocument), one after another,
// so a failed file never undoes the others; progress is reported per file, a failure with its Spanish
// reason. The batch itself never fails: its result says how many landed, and the list refreshes once at
// the end. A file that reached Storage before the connection dropped is reported with its object
// (`stored`), and its retry writes only the row, and only if the lost attempt did not.
import { useMutation } from '@tanstack/react-query';

import { errorMessage } from '@/lib/errors';

import type { UploadFormOutput, UploadItem } from '../utils/upload-form';
import type { ItemProgress } from '../utils/upload-progress';
import { createDocument, UnsettledDocument } from './create-document';

export interface UploadBatchInput {
  shared: Omit<UploadFormOutput, 'files'>;
  /** The files to send, each with its object in Storage if an earlier attempt left one. */
  items: Array<UploadItem & { stored?: string }>;
  onProgress: (id: string, progress: ItemProgress) => void;
}

export interface UploadBatchResult {
  uploaded: number;
  failed: number;
}

export async function uploadDocuments({ shared, items, onProgress }: UploadBatchInput) {
  const result: UploadBatchResult = { uploaded: 0, failed: 0 };
  for (const item of items) {
    onProgress(item.id, { status: 'uploading' });
    try {
      await createDocument({ ...shared, id: item.id, name: item.name, file: item.file, stored: item.stored });
      result.uploaded += 1;
      onProgress(item.id, { status: 'done' });
    } catch (error) {
      result.failed += 1;
      onProgress(item.id, {
        status: 'error',
        error: errorMessage(error) || 'Error desconocido.',
        stored: error instanceof UnsettledDocument ? error.stored : undefined,
      });
    }
  }
  return result;
}

export const uploadBatchText = ({ uploaded, failed }: UploadBatchResult) => {
  const landed = uploaded === 1 ? '1 documento subido' : `${uploaded} documentos subidos`;
  if (failed === 0) return `${landed}.`;
  return `${landed}; ${failed} con error (revisa la lista).`;
};

export const useUploadDocuments = () =>
  useMutation({
    mutationFn: uploadDocuments,
    meta: {
      writes: ['documents', 'delivery_events'],
      successToast: {
        title: 'Carga terminada',
        description: (data) => uploadBatchText(data as UploadBatchResult),
      },
    },
  });
