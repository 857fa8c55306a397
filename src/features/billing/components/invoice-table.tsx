import { formatDate } from '@/utils/format';

import type { Invoice } from '../api/get-invoices';
import { formatAmount } from '../utils/format-amount';
import { InvoiceFiles } from './invoice-files';
import { InvoiceStatusBadge } from './invoice-status-badge';

const HEADERS = ['Factura', 'Fecha de emisión', 'Fecha de vencimiento', 'Monto', 'Estado', 'Archivos'];

/** Desktop layout: one row per invoice. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Facturas de tu empresa</caption>
        <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className={header === 'Monto' ? 'px-4 py-3 text-right font-medium' : 'px-4 py-3 font-medium'}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="transition-colors hover:bg-muted/30">
              <th scope="row" className="px-4 py-3 text-left font-semibold">
                {invoice.invoice_number}
              </th>
              <td className="px-4 py-3">{formatDate(invoice.issue_date)}</td>
              <td className="px-4 py-3">{formatDate(invoice.due_date) || '—'}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">
                {formatAmount(invoice.amount, invoice.currency)}
              </td>
              <td className="px-4 py-3">
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td className="px-4 py-3">
                <InvoiceFiles invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
