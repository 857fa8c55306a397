import { createColumnHelper } from '@tanstack/react-table';

import { formatDateTime, formatMonthYear } from '@/utils/format';

import type { DeliveryReceipt } from '../../api/get-delivery-receipts';
import { HashCell } from '../deliveries/hash-cell';

const column = createColumnHelper<DeliveryReceipt>();

export const receiptMonthText = (month: string) =>
  formatMonthYear(Number(month.slice(5, 7)), Number(month.slice(0, 4))) ?? month;

/** The receipts' columns; the company and who issued it only in the admin's list of every company. */
export function receiptColumns(admin: boolean) {
  const columns = [
    column.accessor('issued_at', {
      meta: { label: 'Emitido', primary: true, className: 'whitespace-nowrap' },
      cell: ({ getValue }) => formatDateTime(getValue(), { seconds: true }),
    }),
    column.display({
      id: 'month',
      meta: { label: 'Mes' },
      cell: ({ row }) => receiptMonthText(row.original.month),
    }),
    column.display({
      id: 'code',
      meta: { label: 'Código', className: 'whitespace-nowrap' },
      cell: ({ row }) => <span className="font-mono">{row.original.code}</span>,
    }),
    column.display({
      id: 'fingerprint',
      meta: { label: 'Huella del acuse' },
      cell: ({ row }) => <HashCell sha256={row.original.fingerprint} item={`acuse ${row.original.code}`} />,
    }),
  ];
  if (!admin) return columns;
  const company = column.display({
    id: 'company',
    meta: { label: 'Empresa', className: 'min-w-32' },
    cell: ({ row }) => (
      <div>
        <div className="[overflow-wrap:anywhere]">{row.original.company_name}</div>
        {row.original.issued_by_name && (
          <div className="text-xs text-muted-foreground">Emitido por {row.original.issued_by_name}</div>
        )}
      </div>
    ),
  });
  return [columns[0], company, ...columns.slice(1)];
}
