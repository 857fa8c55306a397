// 'Subir Resultado' / 'Reemplazar Resultado': the result PDF of one request. Once saved, the company's
// clients see 'Descargar Resultado' on that request.
import { FileField } from '@/components/form/file-field';
import { FormDialog } from '@/components/form/form-dialog';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { useResultForm } from '../../hooks/use-result-form';

interface ResultDialogProps {
  request: AdminLabRequest;
  onClose: () => void;
}

export function ResultDialog({ request, onClose }: ResultDialogProps) {
  const { form, submit, isPending } = useResultForm(request, onClose);
  const replacing = Boolean(request.result_url);
  const title = replacing ? 'Reemplazar Resultado' : 'Subir Resultado';
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={`${request.request_type}${request.patient_name ? ` · ${request.patient_name}` : ''}`}
      state={{ form, submit, isPending }}
      submitLabel={title}
      busyLabel="Subiendo..."
    >
      <FileField
        control={form.control}
        name="file"
        label="Resultado (PDF)"
        accept="application/pdf,.pdf"
        bucket="lab-results"
        description={replacing ? 'El archivo actual se reemplazará por este.' : undefined}
      />
    </FormDialog>
  );
}
