// Creating and editing a request (type, patient, date, notes, status). The company is fixed once the
// request exists: its result file lives in that company's folder.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { supabase } from '@/lib/supabase';

import { requestMessages, type RequestFormOutput } from '../utils/request-form';

const fields = (values: RequestFormOutput) => ({
  request_type: values.requestType,
  patient_name: values.patientName,
  request_date: values.requestDate,
  notes: values.notes,
  status: values.status,
});

export async function createRequest(values: RequestFormOutput): Promise<void> {
  const { error } = await supabase
    .from('laboratory_requests')
    .insert({ company_id: values.companyId, ...fields(values) });
  if (error) throw new FileError(requestMessages.saveFailed);
}

export async function updateRequest({
  id,
  values,
}: {
  id: string;
  values: RequestFormOutput;
}): Promise<void> {
  const { error } = await supabase.from('laboratory_requests').update(fields(values)).eq('id', id);
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
