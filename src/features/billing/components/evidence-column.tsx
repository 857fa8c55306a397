// The 'Expediente' column: on an invoice with a payment date, whatever the route renders for its
// deductibility file (badge, download). Billing knows nothing of compliance; the route composes both
// features and passes the renderer down (features never import each other).
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type * as React from 'react';

import type { Tables } from '@/types/database';

type InvoiceRow = Tables<'invoices'>;

/** What the renderer gets: an invoice that has a payment date. */
export type EvidenceInvoice = Pick<
  InvoiceRow,
  'id' | 'company_id' | 'invoice_number' | 'cfdi_uuid' | 'amount' | 'currency' | 'file_url' | 'xml_url'
> & { paid_on: string };

export type RenderEvidence = (invoice: EvidenceInvoice) => React.ReactNode;

type EvidenceFields = Omit<EvidenceInvoice, 'paid_on'> & { paid_on: string | null };

export const evidenceTexts = {
  label: 'Expediente',
  noPayment: 'Sin fecha de pago',
} as const;

export function evidenceColumn<T extends EvidenceFields>(render: RenderEvidence): ColumnDef<T> {
  return createColumnHelper<T>().display({
    id: 'evidence',
    enableSorting: false,
    meta: { label: evidenceTexts.label },
    cell: ({ row }) => {
      const { paid_on: paidOn } = row.original;
      if (!paidOn) return <span className="text-sm text-muted-foreground">{evidenceTexts.noPayment}</span>;
      return render({ ...row.original, paid_on: paidOn });
    },
  });
}
