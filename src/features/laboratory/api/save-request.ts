// Creating and editing a request (type, patient, date, notes, status). The company is fixed once the
// request exists: its result file lives in that company's folder. An edit sends the version it loaded (a
// stale one is refused: StaleWriteError); a new request is inserted once under the form's id.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { insertOnce } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { requestMessages, type RequestFormOutput } from '../utils/request-form';

const fields = (values: RequestFormOutput) => ({
  request_type: values.requestType,
  patient_name: values.patientName,
  request_date: values.requestDate,
  notes: values.notes,
  status: values.status,
});

export async function createRequest({ id, ...values }: RequestFormOutput & { id: string }): Promise<void> {
  const { error } = await insertOnce('laboratory_requests', {
    id,
    company_id: values.companyId,
    ...fields(values),
  });
  if (error) throw new FileError(requestMessages.saveFailed);
}

export async function updateRequest({
  id,
  version,
  values,
}: {
  id: string;
  /** The updated_at the form loaded. */
  version: string | null;
  values: RequestFormOutput;
}): Promise<void> {
  const { error } = await supabase
    .from('laboratory_requests')
    .update(withVersion(fields(values), version))
    .eq('id', id);
  if (error) await throwIfStale(error, 'laboratory_requests', id);
  if (error) throw new FileError(requestMessages.saveFailed);
}

export const useCreateRequest = () =>
  useMutation({
    mutationFn: createRequest,
    meta: {
      writes: ['laboratory_requests', 'delivery_events'],
      successToast: {
        title: 'Solicitud creada',
        description: (_data, values) =>
          `${(values as RequestFormOutput).requestType} se registró correctamente.`,
      },
    },
  });

export const useUpdateRequest = () =>
  useMutation({
    mutationFn: updateRequest,
    meta: {
      writes: ['laboratory_requests', 'delivery_events'],
      successToast: {
        title: 'Solicitud actualizada',
        description: (_data, input) =>
          `Se guardaron los cambios de ${(input as { values: RequestFormOutput }).values.requestType}.`,
      },
    },
  });
