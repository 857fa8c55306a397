// The bulk 'Subir Documentos' form: react-hook-form with the zod schema for the shared fields (built from
// the catalogue's types, which decide the required dates) and the file list, plus each file's progress.
// Submitting sends only the files still open (pending or failed), so the same button retries the
// failures; files already uploaded are never sent twice (nor a file Storage already holds from an attempt
// whose row was cut off: its retry sends only the row).
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useFieldArray, useForm } from 'react-hook-form';

import { withFileChecks } from '@/components/form/file-checks';

import { useUploadDocuments } from '../api/upload-documents';
import {
  itemsFromFiles,
  makeUploadSchema,
  uploadDefaults,
  type UploadFormInput,
  type UploadFormOutput,
  type UploadType,
} from '../utils/upload-form';
import { isOpen, progressOf, type ProgressMap } from '../utils/upload-progress';

export function useUploadForm(defaultCompanyId: string, types: UploadType[], onAllDone: () => void) {
  const schema = React.useMemo(() => makeUploadSchema(types), [types]);
  const form = useForm<UploadFormInput, unknown, UploadFormOutput>({
    resolver: withFileChecks(zodResolver(schema)),
    mode: 'onBlur',
    defaultValues: uploadDefaults(defaultCompanyId),
  });
  const files = useFieldArray({ control: form.control, name: 'files', keyName: 'key' });
  const [progress, setProgress] = React.useState<ProgressMap>({});
  const upload = useUploadDocuments();

  const addFiles = (picked: File[]) => {
    if (picked.length === 0) return;
    files.append(itemsFromFiles(picked));
    form.clearErrors('files');
  };

  const reset = () => {
    form.reset(uploadDefaults(defaultCompanyId));
    setProgress({});
  };

  const submit = form.handleSubmit(async ({ files: items, ...shared }) => {
    const open = items
      .filter((item) => isOpen(progressOf(progress, item.id)))
      .map((item) => ({ ...item, stored: progressOf(progress, item.id).stored }));
    if (open.length === 0) return;
    const result = await upload.mutateAsync({
      shared,
      items: open,
      onProgress: (id, next) => setProgress((map) => ({ ...map, [id]: next })),
    });
    if (result.failed > 0) return;
    reset();
    onAllDone();
  });

  const items = files.fields;
  const openCount = items.filter((item) => isOpen(progressOf(progress, item.id))).length;
  const failedCount = items.filter((item) => progressOf(progress, item.id).status === 'error').length;

  return {
    form,
    files,
    progress,
    addFiles,
    submit,
    reset,
    isPending: upload.isPending,
    openCount,
    failedCount,
    /** Closing now would leave files unsent or an upload running: the dialog asks first. */
    unfinished: upload.isPending || openCount > 0,
  };
}
