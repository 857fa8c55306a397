// 'Nueva Solicitud' / 'Editar Solicitud': company (new requests only), type, patient, date, notes and
// status. Mounted only while open, so each opening starts from the request's current values.
import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormDialog } from '@/components/form/form-dialog';
import { DateField, TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { useRequestForm } from '../../hooks/use-request-form';
import { StatusField } from './status-field';

interface RequestDialogProps {
  request: AdminLabRequest | null;
  companies: CompanyChoice[];
  scope: string;
  onClose: () => void;
}

export function RequestDialog({ request, companies, scope, onClose }: RequestDialogProps) {
  const { form, submit, staleWrite, isPending } = useRequestForm(request, scope, onClose);
  const { control } = form;
  return (
    <FormDialog
      onClose={onClose}
      title={request ? 'Editar Solicitud' : 'Nueva Solicitud'}
      description="Examen de laboratorio que la empresa verá en su portal."
      state={{ form, submit, isPending, staleWrite }}
    >
      <CompanyField control={control} name="companyId" companies={companies} disabled={!!request} />
      <TextField control={control} name="requestType" label="Tipo de examen" />
      <TextField control={control} name="patientName" label="Paciente (opcional)" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField control={control} name="requestDate" label="Fecha de solicitud" />
        <StatusField control={control} current={request?.status ?? null} />
      </div>
      <TextareaField control={control} name="notes" label="Notas (opcional)" />
    </FormDialog>
  );
}
