// 'Nueva Factura' (company, PDF and CFDI XML, data read from the XML) and 'Editar Factura' (data only).
import { FormDialog } from '@/components/form/form-dialog';

import { useInvoiceForm } from '../../hooks/use-invoice-form';
import type { InvoiceFormInput } from '../../utils/invoice-form';
import { InvoiceDataFields } from './invoice-data-fields';
import { InvoiceSourceFields, type CompanyChoice } from './invoice-source-fields';

const texts = {
  create: {
    title: 'Nueva Factura',
    description: 'Sube el PDF y el XML (CFDI 4.0); los datos se leen del XML y puedes ajustarlos.',
  },
  edit: { title: 'Editar Factura', description: 'Corrige los datos de la factura; los archivos no cambian.' },
  save: 'Guardar',
} as const;

interface InvoiceDialogProps {
  onOpenChange: (open: boolean) => void;
  companies: CompanyChoice[];
  defaults: InvoiceFormInput;
  /** The invoice being edited and the version it was loaded at; null creates one. */
  invoice: { id: string; version: string | null } | null;
  /** The invoice has recorded payments: its payment date is shown, not edited. */
  paidByComplements?: boolean;
}

/** Mounted only while open (the parent renders it conditionally), so each opening starts clean. */
export function InvoiceDialog({
  onOpenChange,
  companies,
  defaults,
  invoice,
  paidByComplements = false,
}: InvoiceDialogProps) {
  const close = () => onOpenChange(false);
  const { form, submit, staleWrite, pickXml, cfdi, isPending } = useInvoiceForm({
    defaults,
    invoice,
    onDone: close,
  });
  const copy = defaults.mode === 'create' ? texts.create : texts.edit;
  return (
    <FormDialog
      onClose={close}
      title={copy.title}
      description={copy.description}
      state={{ form, submit, isPending, staleWrite }}
      submitLabel={texts.save}
      className="sm:max-w-2xl"
    >
      {defaults.mode === 'create' && (
        <InvoiceSourceFields
          form={form}
          companies={companies}
          cfdi={cfdi}
          onXml={(file) => void pickXml(file)}
        />
      )}
      <InvoiceDataFields form={form} paidByComplements={paidByComplements} />
    </FormDialog>
  );
}
