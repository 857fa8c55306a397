// The request dialog's form: a refused save is the root error, cleared by the next change.
import { useFormDialog } from '@/components/form/use-form-dialog';

import type { AdminLabRequest } from '../api/get-requests-page';
import { useCreateRequest, useUpdateRequest } from '../api/save-request';
import { requestDefaults, requestSchema } from '../utils/request-form';

export function useRequestForm(request: AdminLabRequest | null, scope: string, onDone: () => void) {
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const { form, submit, staleWrite } = useFormDialog({
    schema: requestSchema,
    defaultValues: requestDefaults(request, scope),
    version: request?.updated_at,
    storedValues: (row: AdminLabRequest) => requestDefaults(row, scope),
    save: (values, { version, newId }) =>
      request
        ? update.mutateAsync({ id: request.id, version, values })
        : create.mutateAsync({ ...values, id: newId }),
    onDone,
  });
  return { form, submit, staleWrite, isPending: create.isPending || update.isPending };
}
