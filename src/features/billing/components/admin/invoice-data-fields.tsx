// Number, folio fiscal (read from the XML, not typed), dates (the payment date decides the month of the
// invoice's deductibility file), amount and status. Once payment complements are recorded, the payment
// date is theirs: shown, not typed (the database refuses changing it by hand).
import type { UseFormReturn } from 'react-hook-form';

import { SelectField } from '@/components/form/select-field';
import { DateField, TextField } from '@/components/form/text-field';

import type { InvoiceFormInput, InvoiceFormOutput } from '../../utils/invoice-form';
import { INVOICE_STATUSES, invoiceStatus } from '../../utils/invoice-status';

const statusOptions = INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatus(s).label }));

export const dataFieldTexts = {
  paidOn: 'Fecha de pago (opcional)',
  paidOnFromComplements: 'Fecha de pago',
  fromComplements: 'Fecha tomada de los complementos de pago',
} as const;

interface InvoiceDataFieldsProps {
  form: UseFormReturn<InvoiceFormInput, unknown, InvoiceFormOutput>;
  /** The invoice has recorded payments: its payment date comes from them. */
  paidByComplements?: boolean;
}

export function InvoiceDataFields({ form, paidByComplements = false }: InvoiceDataFieldsProps) {
  const { control } = form;
  const currency = form.watch('currency');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name="invoiceNumber" label="Número de factura" />
      <TextField
        control={control}
        name="cfdiUuid"
        label="Folio fiscal (UUID)"
        readOnly
        inputClassName="bg-muted font-mono text-xs"
      />
      <DateField control={control} name="issueDate" label="Fecha de emisión" />
      <DateField control={control} name="dueDate" label="Fecha de vencimiento (opcional)" />
      {paidByComplements ? (
        <DateField
          control={control}
          name="paidOn"
          label={dataFieldTexts.paidOnFromComplements}
          readOnly
          inputClassName="bg-muted"
          description={dataFieldTexts.fromComplements}
        />
      ) : (
        <DateField control={control} name="paidOn" label={dataFieldTexts.paidOn} />
      )}
      <TextField control={control} name="amount" label={`Total (${currency})`} inputMode="decimal" />
      <SelectField control={control} name="status" label="Estado" options={statusOptions} />
    </div>
  );
}
