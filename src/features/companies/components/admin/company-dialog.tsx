// 'Nueva Empresa' / 'Editar Empresa': name, RFC and the names that sign its workers' DC-3. A name or RFC
// already taken is shown under its field.
import { FormDialog } from '@/components/form/form-dialog';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

import { CompanyClashError, useSaveCompany } from '../../api/save-company';
import { companyMessages, companySchema, LAB_RELEASE_OPTIONS } from '../../utils/company-form';

const texts = {
  createTitle: 'Nueva Empresa',
  editTitle: 'Editar Empresa',
  description: 'El RFC debe coincidir con el receptor de las facturas (CFDI) de la empresa.',
  name: 'Nombre',
  rfc: 'RFC (opcional)',
  labRelease: 'Resultados de laboratorio',
  rfcHelp: 'Con homoclave. Sin él no se emiten constancias DC-3 a sus trabajadores.',
  legal: 'Patrón o representante legal (opcional)',
  workers: 'Representante de los trabajadores (opcional)',
  signersHelp:
    'Firman las constancias DC-3; el representante de los trabajadores, si la empresa tiene más de 50.',
  save: 'Guardar',
} as const;

interface CompanyDialogProps {
  /** null: closed; {} : create; a company: edit it. */
  company: {
    id?: string;
    name?: string;
    rfc?: string | null;
    lab_release_mode?: string;
    legal_representative?: string | null;
    workers_representative?: string | null;
    updated_at?: string;
  } | null;
  onClose: () => void;
}

const valuesOf = (company: CompanyDialogProps['company']) => ({
  name: company?.name ?? '',
  rfc: company?.rfc ?? '',
  labReleaseMode:
    company?.lab_release_mode === 'solo_dictamen'
      ? ('solo_dictamen' as const)
      : ('resultado_completo' as const),
  legalRepresentative: company?.legal_representative ?? '',
  workersRepresentative: company?.workers_representative ?? '',
});

export function CompanyDialog({ company, onClose }: CompanyDialogProps) {
  const save = useSaveCompany();
  const { form, submit, staleWrite } = useFormDialog({
    schema: companySchema,
    defaultValues: valuesOf(company),
    open: company !== null,
    resetKey: company,
    version: company?.updated_at,
    storedValues: valuesOf,
    save: (values, { version, newId }) =>
      save.mutateAsync(company?.id ? { ...values, id: company.id, version } : { ...values, newId }),
    onDone: onClose,
    fieldError: (error, { setError }) => {
      if (!(error instanceof CompanyClashError)) return false;
      setError(error.message === companyMessages.duplicateRfc ? 'rfc' : 'name', { message: error.message });
      return true;
    },
  });

  return (
    <FormDialog
      open={company !== null}
      onClose={onClose}
      title={company?.id ? texts.editTitle : texts.createTitle}
      description={texts.description}
      state={{ form, submit, isPending: save.isPending, staleWrite }}
      submitLabel={texts.save}
    >
      <TextField control={form.control} name="name" label={texts.name} autoComplete="organization" />
      <TextField
        control={form.control}
        name="rfc"
        label={texts.rfc}
        inputClassName="font-mono uppercase"
        maxLength={13}
        upperCase
        description={texts.rfcHelp}
      />
      <TextField control={form.control} name="legalRepresentative" label={texts.legal} autoComplete="off" />
      <TextField
        control={form.control}
        name="workersRepresentative"
        label={texts.workers}
        autoComplete="off"
        description={texts.signersHelp}
      />
      <RadioGroupField
        control={form.control}
        name="labReleaseMode"
        label={texts.labRelease}
        options={LAB_RELEASE_OPTIONS}
      />
    </FormDialog>
  );
}
