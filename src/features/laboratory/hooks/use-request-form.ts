// The request dialog's form: react-hook-form with the zod schema; a refused save is the root error.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { errorMessage } from '@/lib/errors';

import type { AdminLabRequest } from '../api/get-requests-page';
import { useCreateRequest, useUpdateRequest } from '../api/save-request';
import {
  requestDefaults,
  requestSchema,
  type RequestFormInput,
  type RequestFormOutput,
} from '../utils/request-form';

export function useRequestForm(request: AdminLabRequest | null, scope: string, onDone: () => void) {
  const form = useForm<RequestFormInput, unknown, RequestFormOutput>({
    resolver: zodResolver(requestSchema),
    defaultValues: requestDefaults(request, scope),
  });
  const create = useCreateRequest();
  const update = useUpdateRequest();

  const values = useWatch({ control: form.control });
  const { clearErrors } = form;
  React.useEffect(() => clearErrors('root'), [values, clearErrors]);

  const submit = form.handleSubmit(async (output) => {
    try {
      if (request) await update.mutateAsync({ id: request.id, values: output });
      else await create.mutateAsync(output);
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
      return;
    }
    onDone();
  });

  return { form, submit, isPending: create.isPending || update.isPending };
}
