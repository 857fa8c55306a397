import { createColumnHelper } from '@tanstack/react-table';

import { companyColumn } from '@/components/data-table/company-column';
import { SplitText } from '@/components/split-text';
import { formatAmount, formatDate } from '@/utils/format';

import type { AdminInvoice } from '../../api/get-admin-invoices';
import { InvoiceStatusBadge } from '../invoice-status-badge';

const column = createColumnHelper<AdminInvoice>();

const number = column.accessor('invoice_number', {
  meta: { label: 'Factura', primary: true, className: 'font-semibold whitespace-nowrap' },
});
const company = companyColumn<AdminInvoice>();
const rest = [
  column.accessor('cfdi_uuid', {
    enableSorting: false,
    meta: { label: 'Folio fiscal (UUID)', className: 'min-w-32 font-mono text-xs' },
    cell: ({ getValue }) => <SplitText text={getValue() ?? '—'} />,
  }),
  column.accessor('issue_date', {
    meta: { label: 'Emisión' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  column.accessor('due_date', {
    meta: { label: 'Vencimiento' },
    cell: ({ getValue }) => formatDate(getValue()) || '—',
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
export const adminInvoiceColumns = [number, ...rest];
/** 'Todas las Empresas': which company each invoice is for. */
export const adminInvoiceColumnsWithCompany = [number, company, ...rest];
