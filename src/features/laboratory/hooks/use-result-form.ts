// The result upload form: one PDF. Type and size are checked by uploadFile (the bucket's rules) and
// reach the form as its root error, like any refusal of the upload or of the row update.
import { z } from 'zod';

import { useFormDialog } from '@/components/form/use-form-dialog';

import type { AdminLabRequest } from '../api/get-requests-page';
import { resultMessages, useUploadResult } from '../api/set-result';

const resultSchema = z.object({
  file: z
    .custom<File | undefined>()
    .refine((value): value is File => value instanceof File, resultMessages.file)
    .transform((value) => value as File),
});

export function useResultForm(request: AdminLabRequest, onDone: () => void) {
  const upload = useUploadResult();
  const { form, submit } = useFormDialog({
    schema: resultSchema,
    defaultValues: { file: undefined },
    save: ({ file }, { newId }) => upload.mutateAsync({ request, file, uploadId: newId }),
    onDone,
  });
  return { form, submit, isPending: upload.isPending };
}
