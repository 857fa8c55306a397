// Number, folio fiscal (read from the XML, not typed), dates (the payment date decides the month of the
// invoice's deductibility file), amount and status.
import type { UseFormReturn } from 'react-hook-form';

import { SelectField } from '@/components/form/select-field';
import { DateField, TextField } from '@/components/form/text-field';

import type { InvoiceFormInput, InvoiceFormOutput } from '../../utils/invoice-form';
import { INVOICE_STATUSES, invoiceStatus } from '../../utils/invoice-status';

const statusOptions = INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatus(s).label }));

export function InvoiceDataFields({
  form,
}: {
  form: UseFormReturn<InvoiceFormInput, unknown, InvoiceFormOutput>;
}) {
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
      <DateField control={control} name="paidOn" label="Fecha de pago (opcional)" />
      <TextField control={control} name="amount" label={`Total (${currency})`} inputMode="decimal" />
      <SelectField control={control} name="status" label="Estado" options={statusOptions} />
    </div>
  );
}
