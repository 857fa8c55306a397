// The request dialog's form: a refused save is the root error, cleared by the next change.
import { useFormDialog } from '@/components/form/use-form-dialog';

import type { AdminLabRequest } from '../api/get-requests-page';
import { useCreateRequest, useUpdateRequest } from '../api/save-request';
import { requestDefaults, requestSchema } from '../utils/request-form';

export function useRequestForm(request: AdminLabRequest | null, scope: string, onDone: () => void) {
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const { form, submit } = useFormDialog({
    schema: requestSchema,
    defaultValues: requestDefaults(request, scope),
    save: (values) => (request ? update.mutateAsync({ id: request.id, values }) : create.mutateAsync(values)),
    onDone,
  });
  return { form, submit, isPending: create.isPending || update.isPending };
}
