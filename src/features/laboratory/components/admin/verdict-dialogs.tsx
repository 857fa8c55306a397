// The admin's verdict of a request, and the worker's consent that releases its clinical result in a
// verdict-only company: recorded with who, when and to what; revoked once, with a reason.
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { useRecordConsent, useRevokeConsent, useSaveVerdict } from '../../api/save-verdict';
import { LAB_VERDICT_LABELS, LAB_VERDICT_VALUES } from '../../utils/lab-verdict';
import { localDate } from '../../utils/request-form';
import { consentSchema, revokeSchema, verdictDefaults, verdictSchema } from '../../utils/verdict-form';

interface DialogProps {
  request: AdminLabRequest;
  onClose: () => void;
}

const describe = (r: AdminLabRequest) => `${r.request_type}${r.patient_name ? ` · ${r.patient_name}` : ''}`;

const VERDICT_OPTIONS = [
  { value: 'ninguno', label: 'Sin dictamen' },
  ...LAB_VERDICT_VALUES.map((value) => ({ value, label: LAB_VERDICT_LABELS[value] })),
];

/** The request's consent in force, if any. */
export const consentInForce = (request: AdminLabRequest) =>
  (request.consents ?? []).find((consent) => consent.revoked_at === null) ?? null;

export function VerdictDialog({ request, onClose }: DialogProps) {
  const save = useSaveVerdict();
  const { form, submit, staleWrite } = useFormDialog({
    schema: verdictSchema(request.request_date),
    defaultValues: verdictDefaults(request),
    version: request.updated_at,
    storedValues: (row: AdminLabRequest) => verdictDefaults(row),
    save: (values, { version }) => save.mutateAsync({ id: request.id, version, values }),
    onDone: onClose,
  });
  const verdict = form.watch('verdict');
  return (
    <FormDialog
      onClose={onClose}
      title="Dictamen"
      description={describe(request)}
      state={{ form, submit, isPending: save.isPending, staleWrite }}
      submitLabel="Guardar Dictamen"
    >
      <SelectField control={form.control} name="verdict" label="Dictamen" options={VERDICT_OPTIONS} />
      {verdict !== 'ninguno' && <DateField control={form.control} name="validUntil" label="Vigente hasta" />}
      {verdict === 'apto_con_restricciones' && (
        <TextareaField control={form.control} name="restrictions" label="Restricciones" />
      )}
    </FormDialog>
  );
}

export function ConsentDialog({ request, onClose }: DialogProps) {
  const record = useRecordConsent();
  const { form, submit } = useFormDialog({
    schema: consentSchema,
    defaultValues: {
      workerName: request.patient_name ?? '',
      grantedOn: localDate(),
      scope: 'Entrega del resultado completo a la empresa',
    },
    save: (values, { newId }) =>
      record.mutateAsync({ ...values, id: newId, requestId: request.id, companyId: request.company_id }),
    onDone: onClose,
  });
  return (
    <FormDialog
      onClose={onClose}
      title="Registrar Consentimiento"
      description={`${describe(request)}. Mientras esté vigente, la empresa podrá descargar este resultado.`}
      state={{ form, submit, isPending: record.isPending }}
      submitLabel="Registrar Consentimiento"
    >
      <TextField control={form.control} name="workerName" label="Trabajador (como firma el consentimiento)" />
      <DateField control={form.control} name="grantedOn" label="Fecha del consentimiento" />
      <TextareaField control={form.control} name="scope" label="Alcance" />
    </FormDialog>
  );
}

export function RevokeConsentDialog({ request, onClose }: DialogProps) {
  const revoke = useRevokeConsent();
  const consent = consentInForce(request);
  const { form, submit } = useFormDialog({
    schema: revokeSchema,
    defaultValues: { reason: '' },
    save: ({ reason }) => revoke.mutateAsync({ id: consent?.id ?? '', reason }),
    onDone: onClose,
  });
  return (
    <FormDialog
      onClose={onClose}
      title="Revocar Consentimiento"
      description={`${consent?.worker_name ?? ''}: la empresa dejará de poder descargar el resultado. La revocación no se puede deshacer; después puede registrarse un consentimiento nuevo.`}
      state={{ form, submit, isPending: revoke.isPending }}
      submitLabel="Revocar Consentimiento"
      submitVariant="destructive"
    >
      <TextareaField control={form.control} name="reason" label="Motivo de la revocación" />
    </FormDialog>
  );
}
