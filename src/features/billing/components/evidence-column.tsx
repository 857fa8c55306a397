// The payment column: the date the invoice was paid, the payments its complements recorded and, under
// them, whatever the route renders for its deductibility file (badge, download). One column for both keeps the table narrow enough for the page.
// Billing knows nothing of compliance; the route composes both features and passes the renderer down
// (features never import each other).
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type * as React from 'react';

import type { Tables } from '@/types/database';
import { formatDate } from '@/utils/format';

import { InvoicePayments, type RecordedPayment } from './invoice-payments';

type InvoiceRow = Tables<'invoices'>;

/** What the renderer gets: an invoice that has a payment date, with the payments its complements
 * recorded (an invoice paid in several months has a deductibility file per month). */
export type EvidenceInvoice = Pick<
  InvoiceRow,
  'id' | 'company_id' | 'invoice_number' | 'cfdi_uuid' | 'amount' | 'currency' | 'file_url' | 'xml_url'
> & { paid_on: string; payments?: readonly RecordedPayment[] };

export type RenderEvidence = (invoice: EvidenceInvoice) => React.ReactNode;

type PaymentFields = Omit<EvidenceInvoice, 'paid_on'> & { paid_on: string | null };

export const paymentTexts = {
  label: 'Fecha de pago',
  withEvidence: 'Pago y expediente',
  noPayment: 'Sin fecha de pago',
} as const;

/** `sortable`: the list's API accepts paid_on as a sort (the admin's). */
export function paymentColumn<T extends PaymentFields>(
  render: RenderEvidence | undefined,
  sortable = false,
): ColumnDef<T> {
  return createColumnHelper<T>().accessor((row) => row.paid_on, {
    id: 'paid_on',
    enableSorting: sortable,
    // Wide enough for the evidence badge and its download button on one line each.
    meta: {
      label: render ? paymentTexts.withEvidence : paymentTexts.label,
      className: render ? 'min-w-48' : undefined,
    },
    cell: ({ row }) => {
      const { paid_on: paidOn, payments = [], invoice_number: invoiceNumber } = row.original;
      if (!paidOn)
        return render ? <span className="text-muted-foreground">{paymentTexts.noPayment}</span> : '—';
      if (!render && payments.length === 0) return formatDate(paidOn);
      return (
        <div className="grid min-w-0 gap-1.5">
          <span className="whitespace-nowrap">{formatDate(paidOn)}</span>
          <InvoicePayments invoiceNumber={invoiceNumber} payments={payments} />
          {render?.({ ...row.original, paid_on: paidOn })}
        </div>
      );
    },
  });
}
