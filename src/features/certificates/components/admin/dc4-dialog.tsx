// 'Exportar DC-4': one company and the period of its plan y programas de capacitación; the file lists the
// valid constancias whose course ran inside it, as the layout for the STPS electronic filing or as a list
// to review.
import { z } from 'zod';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { DateField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { messages } from '@/config/messages';

import { useExportDc4 } from '../../api/export-dc4';
import { today } from '../../utils/dates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const schema = z
  .object({
    companyId: z.string().min(1, 'Selecciona una empresa.'),
    from: z.string().min(1, 'Indica el inicio del plan.').regex(DAY, messages.invalidDate),
    to: z.string().min(1, 'Indica el fin del plan.').regex(DAY, messages.invalidDate),
    format: z.enum(['layout', 'review'], { message: 'Elige el archivo.' }),
  })
  .refine((v) => v.from <= v.to, {
    path: ['to'],
    message: 'El fin del plan debe ser posterior a su inicio.',
  });

const formatOptions = [
  { value: 'layout', label: 'Layout para la STPS' },
  { value: 'review', label: 'Lista para revisión' },
];

interface Dc4DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companies: CompanyChoice[];
  defaultCompanyId: string;
}

export function Dc4Dialog({ open, onOpenChange, companies, defaultCompanyId }: Dc4DialogProps) {
  const exportDc4 = useExportDc4();
  const day = today();
  const { form, submit } = useFormDialog({
    schema,
    defaultValues: {
      companyId: defaultCompanyId,
      from: `${day.slice(0, 4)}-01-01`,
      to: `${day.slice(0, 4)}-12-31`,
      format: 'layout' as const,
    },
    open,
    resetKey: defaultCompanyId,
    save: async ({ companyId, from, to, format }) => {
      const company = companies.find((c) => c.id === companyId);
      if (company) await exportDc4.mutateAsync({ company, from, to, format });
    },
    onDone: () => onOpenChange(false),
    toastsErrors: true,
  });
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Exportar DC-4"
      description="Constancias vigentes de la empresa cuyos cursos se impartieron dentro del periodo de su plan de capacitación."
      state={{ form, submit, isPending: exportDc4.isPending }}
      submitLabel="Exportar"
      busyLabel="Exportando..."
    >
      <CompanyField control={form.control} name="companyId" companies={companies} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="from" label="Inicio del plan" />
        <DateField control={form.control} name="to" label="Fin del plan" />
      </div>
      <SelectField control={form.control} name="format" label="Archivo" options={formatOptions} />
    </FormDialog>
  );
}
