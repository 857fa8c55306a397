// The 'Subir documento' form: react-hook-form with the zod schema; a failed upload (file rules, an
// existing name, a refused insert) is the form's root error, cleared by the next change.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { errorMessage } from '@/lib/errors';

import { useCreateDocument } from '../api/create-document';
import {
  uploadDefaults,
  uploadSchema,
  type UploadFormInput,
  type UploadFormOutput,
} from '../utils/upload-form';

export function useUploadForm(defaultCompanyId: string, onDone: () => void) {
  const form = useForm<UploadFormInput, unknown, UploadFormOutput>({
    resolver: zodResolver(uploadSchema),
    defaultValues: uploadDefaults(defaultCompanyId),
  });
  const create = useCreateDocument();

  // A changed field makes the last failure stale (e.g. a wrong-type file just replaced by the PDF).
  const values = useWatch({ control: form.control });
  const { clearErrors } = form;
  React.useEffect(() => clearErrors('root'), [values, clearErrors]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
      return;
    }
    onDone();
  });

  const reset = () => form.reset(uploadDefaults(defaultCompanyId));
  return { form, submit, reset, isPending: create.isPending };
}
