// 'Subir Complemento de Pago': the company and the REP's XML (Pagos 2.0). The XML is read and checked as
// soon as it is picked; Guardar uploads it and records its payments (usePaymentComplementForm).
import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FileField } from '@/components/form/file-field';
import { FormDialog } from '@/components/form/form-dialog';

import { usePaymentComplementForm } from '../../hooks/use-payment-complement-form';
import { ComplementSummary } from './complement-summary';

export const complementDialogTexts = {
  open: 'Subir Complemento de Pago',
  title: 'Subir Complemento de Pago',
  description:
    'Sube el XML del complemento de pago (CFDI con Pagos 2.0): se registra cada pago de las facturas que salda.',
  xml: 'Complemento de pago (XML)',
} as const;

interface PaymentComplementDialogProps {
  onClose: () => void;
  companies: CompanyChoice[];
  /** The header's company, preselected ('' when all are shown). */
  companyId: string;
}

/** Mounted only while open (the parent renders it conditionally), so each opening starts clean. */
export function PaymentComplementDialog({ onClose, companies, companyId }: PaymentComplementDialogProps) {
  const { state, pickXml, checked } = usePaymentComplementForm({ companyId, onDone: onClose });
  return (
    <FormDialog
      onClose={onClose}
      title={complementDialogTexts.title}
      description={complementDialogTexts.description}
      state={state}
      className="sm:max-w-2xl"
    >
      {/* Refusals name folios fiscales (36 characters without a space): they wrap inside the dialog. */}
      <div className="grid min-w-0 grid-cols-1 gap-4 [overflow-wrap:anywhere] [&>*]:min-w-0">
        <CompanyField control={state.form.control} name="companyId" companies={companies} />
        <FileField
          control={state.form.control}
          name="xml"
          label={complementDialogTexts.xml}
          accept="application/xml,text/xml,.xml"
          bucket="invoices"
          onPick={(files) => void pickXml(files[0])}
        />
        {checked && !state.form.formState.errors.xml && <ComplementSummary checked={checked} />}
      </div>
    </FormDialog>
  );
}
