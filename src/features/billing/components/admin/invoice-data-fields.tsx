// Number, folio fiscal (read from the XML, not typed), dates (the payment date decides the month of the
// invoice's deductibility file), amount and status.
import type { UseFormReturn } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { InvoiceFormInput, InvoiceFormOutput } from '../../utils/invoice-form';
import { INVOICE_STATUSES, invoiceStatus } from '../../utils/invoice-status';

type Form = UseFormReturn<InvoiceFormInput, unknown, InvoiceFormOutput>;
type TextName = 'invoiceNumber' | 'cfdiUuid' | 'issueDate' | 'dueDate' | 'paidOn' | 'amount';

function TextField({
  form,
  name,
  label,
  type = 'text',
  readOnly,
}: {
  form: Form;
  name: TextName;
  label: string;
  type?: string;
  readOnly?: boolean;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              {...field}
              value={field.value ?? ''}
              readOnly={readOnly}
              inputMode={name === 'amount' ? 'decimal' : undefined}
              className={readOnly ? 'bg-muted font-mono text-xs' : undefined}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function InvoiceDataFields({ form }: { form: Form }) {
  const currency = form.watch('currency');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="invoiceNumber" label="Número de factura" />
        <TextField form={form} name="cfdiUuid" label="Folio fiscal (UUID)" readOnly />
        <TextField form={form} name="issueDate" label="Fecha de emisión" type="date" />
        <TextField form={form} name="dueDate" label="Fecha de vencimiento (opcional)" type="date" />
        <TextField form={form} name="paidOn" label="Fecha de pago (opcional)" type="date" />
        <TextField form={form} name="amount" label={`Total (${currency})`} />
        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Estado</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {INVOICE_STATUSES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {invoiceStatus(s).label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
    </>
  );
}
