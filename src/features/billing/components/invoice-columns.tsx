import { createColumnHelper } from '@tanstack/react-table';

import { SplitText } from '@/components/split-text';
import { formatAmount, formatDate } from '@/utils/format';

import type { Invoice } from '../api/get-invoices';
import { daysOverdue, overdueText } from '../utils/days-overdue';
import { InvoiceStatusBadge } from './invoice-status-badge';

const column = createColumnHelper<Invoice>();

const numberColumn = column.accessor('invoice_number', {
  enableSorting: false,
  meta: { label: 'Factura', primary: true, className: 'font-semibold whitespace-nowrap' },
});

const uuidColumn = column.accessor('cfdi_uuid', {
  enableSorting: false,
  meta: { label: 'Folio fiscal (UUID)', className: 'min-w-36 font-mono text-xs' },
  cell: ({ getValue }) => <SplitText text={getValue() ?? '—'} />,
});

const rest = [
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
    cell: ({ row }) => {
      const days = daysOverdue(row.original);
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <InvoiceStatusBadge status={row.original.status} />
          {days !== null && <span className="text-xs text-destructive">{overdueText(days)}</span>}
        </span>
      );
    },
  }),
];

/** Sortable on the server: issue date and amount (the ids are the API's INVOICE_SORTS). */
export const invoiceColumns = [numberColumn, ...rest];
/** With the folio fiscal, for when some invoice on the page has one. */
export const invoiceColumnsWithUuid = [numberColumn, uuidColumn, ...rest];
