// 'Exportar DC-4 (CSV)': one company and an issue period; the file lists its valid constancias.
import { z } from 'zod';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormDialog } from '@/components/form/form-dialog';
import { DateField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { messages } from '@/config/messages';

import { useExportDc4 } from '../../api/export-dc4';
import { today } from '../../utils/dates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const schema = z
  .object({
    companyId: z.string().min(1, 'Selecciona una empresa.'),
    from: z.string().min(1, 'Indica la fecha inicial.').regex(DAY, messages.invalidDate),
    to: z.string().min(1, 'Indica la fecha final.').regex(DAY, messages.invalidDate),
  })
  .refine((v) => v.from <= v.to, {
    path: ['to'],
    message: 'La fecha final debe ser posterior a la inicial.',
  });

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
    defaultValues: { companyId: defaultCompanyId, from: `${day.slice(0, 4)}-01-01`, to: day },
    open,
    resetKey: defaultCompanyId,
    save: async ({ companyId, from, to }) => {
      const company = companies.find((c) => c.id === companyId);
      if (company) await exportDc4.mutateAsync({ company, from, to });
    },
    onDone: () => onOpenChange(false),
    toastsErrors: true,
  });
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Exportar DC-4 (CSV)"
      description="Lista de constancias vigentes de una empresa emitidas en el periodo, con los datos que pide el formato DC-4."
      state={{ form, submit, isPending: exportDc4.isPending }}
      submitLabel="Exportar"
      busyLabel="Exportando..."
    >
      <CompanyField control={form.control} name="companyId" companies={companies} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="from" label="Emitidas desde" />
        <DateField control={form.control} name="to" label="Hasta" />
      </div>
    </FormDialog>
  );
}
