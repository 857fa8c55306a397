// 'Revocar Constancia': a reason is required; the database's refusal (already revoked, no permission...)
// is shown in the dialog as it comes.
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { errorMessage } from '@/lib/errors';

import type { Certificate } from '../../api/get-my-certificates';
import { useRevokeCertificate } from '../../api/revoke-certificate';

const schema = z.object({ reason: z.string().trim().min(1, 'Indica el motivo de la revocación.') });

interface RevokeDialogProps {
  certificate: Certificate | null;
  onClose: () => void;
}

export function RevokeDialog({ certificate, onClose }: RevokeDialogProps) {
  const revoke = useRevokeCertificate();
  const { form, submit } = useFormDialog({
    schema,
    defaultValues: { reason: '' },
    open: certificate !== null,
    resetKey: certificate,
    save: async ({ reason }) => {
      if (!certificate) return;
      await revoke.mutateAsync({ id: certificate.id, code: certificate.code, reason });
    },
    onDone: onClose,
    rootMessage: (error) => errorMessage(error) || 'No se pudo revocar la constancia.',
  });
  return (
    <FormDialog
      open={certificate !== null}
      onClose={onClose}
      title="Revocar Constancia"
      description={
        certificate &&
        `${certificate.code} · ${certificate.worker_name} · ${certificate.course_title}. La verificación pública la mostrará como revocada. No se puede deshacer.`
      }
      state={{ form, submit, isPending: revoke.isPending }}
      submitLabel="Revocar"
      busyLabel="Revocando..."
      submitVariant="destructive"
    >
      <TextareaField control={form.control} name="reason" label="Motivo de la revocación" />
    </FormDialog>
  );
}
