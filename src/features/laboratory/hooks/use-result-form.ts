// The result upload form: one PDF. Type and size are checked by uploadFile (the bucket's rules) and
// reach the form as its root error, like any refusal of the upload or of the row update.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { errorMessage } from '@/lib/errors';

import type { AdminLabRequest } from '../api/get-requests-page';
import { resultMessages, useUploadResult } from '../api/set-result';

const resultSchema = z.object({
  file: z
    .custom<File | undefined>()
    .refine((value): value is File => value instanceof File, resultMessages.file)
    .transform((value) => value as File),
});

export function useResultForm(request: AdminLabRequest, onDone: () => void) {
  const form = useForm<z.input<typeof resultSchema>, unknown, z.output<typeof resultSchema>>({
    resolver: zodResolver(resultSchema),
    defaultValues: { file: undefined },
  });
  const upload = useUploadResult();

  const submit = form.handleSubmit(async ({ file }) => {
    try {
      await upload.mutateAsync({ request, file });
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
      return;
    }
    onDone();
  });

  return { form, submit, isPending: upload.isPending };
}
