// The admin's invoice columns. Few enough to fit beside the side menu at 1280 px: the company (under
// 'Todas las Empresas') and the folio fiscal under the invoice number, the due date under the issue date.
import { createColumnHelper } from '@tanstack/react-table';

import { StackedCell } from '@/components/data-table/stacked-cell';
import { SplitText } from '@/components/split-text';
import { formatAmount, formatDate } from '@/utils/format';

import type { AdminInvoice } from '../../api/get-admin-invoices';
import { InvoiceStatusBadge } from '../invoice-status-badge';

const column = createColumnHelper<AdminInvoice>();

export const adminInvoiceColumnTexts = {
  number: 'Factura',
  uuid: 'Folio fiscal (UUID)',
  company: 'Empresa',
  issued: 'Emisión',
  due: (date: string) => `Vence ${date}`,
} as const;

const number = (withCompany: boolean) =>
  column.accessor('invoice_number', {
    meta: { label: adminInvoiceColumnTexts.number, primary: true, className: 'min-w-36' },
    cell: ({ row }) => (
      <StackedCell
        main={<span className="whitespace-nowrap font-semibold">{row.original.invoice_number}</span>}
        lines={[
          withCompany && {
            label: adminInvoiceColumnTexts.company,
            value: row.original.company?.name ?? '—',
            className: 'text-foreground',
          },
          row.original.cfdi_uuid && {
            label: adminInvoiceColumnTexts.uuid,
            value: <SplitText text={row.original.cfdi_uuid} className="font-mono" />,
          },
        ]}
      />
    ),
  });

const rest = [
  column.accessor('issue_date', {
    meta: { label: adminInvoiceColumnTexts.issued, className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <StackedCell
        main={formatDate(row.original.issue_date)}
        lines={[
          row.original.due_date && { value: adminInvoiceColumnTexts.due(formatDate(row.original.due_date)) },
        ]}
      />
    ),
  }),
  column.accessor('amount', {
    meta: { label: 'Monto', className: 'whitespace-nowrap text-right font-medium tabular-nums' },
    cell: ({ row }) => formatAmount(row.original.amount, row.original.currency),
  }),
  column.accessor('status', {
    meta: { label: 'Estado' },
    cell: ({ getValue }) => <InvoiceStatusBadge status={getValue()} />,
  }),
];

/** One company selected: its name would repeat on every row. */
export const adminInvoiceColumns = [number(false), ...rest];
/** 'Todas las Empresas': which company each invoice is for, under its number. */
export const adminInvoiceColumnsWithCompany = [number(true), ...rest];
