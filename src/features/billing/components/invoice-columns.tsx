import { createColumnHelper } from '@tanstack/react-table';

import { formatDate } from '@/utils/format';

import type { Invoice } from '../api/get-invoices';
import { formatAmount } from '../utils/format-amount';
import { InvoiceStatusBadge } from './invoice-status-badge';

const column = createColumnHelper<Invoice>();

/** Sortable on the server: issue date and amount (the ids are the API's INVOICE_SORTS). */
export const invoiceColumns = [
  column.accessor('invoice_number', {
    enableSorting: false,
    meta: { label: 'Factura', primary: true, className: 'font-semibold' },
  }),
  column.accessor('issue_date', {
    meta: { label: 'Fecha de emisión' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  column.accessor('due_date', {
    enableSorting: false,
    meta: { label: 'Fecha de vencimiento' },
    cell: ({ getValue }) => formatDate(getValue()) || '—',
  }),
  column.accessor('amount', {
    meta: { label: 'Monto', className: 'whitespace-nowrap text-right font-medium tabular-nums' },
    cell: ({ row }) => formatAmount(row.original.amount, row.original.currency),
  }),
  column.accessor('status', {
    enableSorting: false,
    meta: { label: 'Estado' },
    cell: ({ getValue }) => <InvoiceStatusBadge status={getValue()} />,
  }),
];
