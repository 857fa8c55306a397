import { motion, useReducedMotion } from 'framer-motion';

import { Card } from '@/components/ui/card';
import { formatDate } from '@/utils/format';

import type { Invoice } from '../api/get-invoices';
import { formatAmount } from '../utils/format-amount';
import { InvoiceFiles } from './invoice-files';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** Phone layout: one card per invoice. */
export function InvoiceCards({ invoices }: { invoices: Invoice[] }) {
  const reduceMotion = useReducedMotion();
  return (
    <ul aria-label="Facturas" className="grid gap-3">
      {invoices.map((invoice, index) => (
        <motion.li
          key={invoice.id}
          initial={reduceMotion ? false : { opacity: 0, y: 8 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.2, delay: Math.min(index, 8) * 0.03 }}
        >
          <Card className="grid gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xs text-muted-foreground">Factura</p>
                <h3 className="font-semibold">{invoice.invoice_number}</h3>
              </div>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <p className="text-xl font-bold tabular-nums">{formatAmount(invoice.amount, invoice.currency)}</p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground">Emisión</dt>
                <dd>{formatDate(invoice.issue_date)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Vencimiento</dt>
                <dd>{formatDate(invoice.due_date) || '—'}</dd>
              </div>
            </dl>
            <InvoiceFiles invoice={invoice} />
          </Card>
        </motion.li>
      ))}
    </ul>
  );
}
