// 'Facturas por Pagar': the first pending or overdue invoices due, with amount and due date, how many
// there are, and the total of all of them.
import { Receipt } from 'lucide-react';

import { OverviewQueryCard, type OverviewLink } from '@/components/overview-card';
import { StatusLight } from '@/components/status-light';
import { formatDate, formatMoney } from '@/utils/format';

import { useOpenInvoices, type OpenInvoices } from '../../api/get-open-invoices';
import { isOverdue } from '../../utils/invoice-overdue';

const texts = {
  title: 'Facturas por Pagar',
  description: 'Facturas pendientes o vencidas.',
  loading: 'Cargando facturas...',
  error: { title: 'Error', description: 'No se pudieron cargar las facturas por pagar.' },
  empty: {
    icon: Receipt,
    title: 'Sin Facturas por Pagar',
    description: 'Todas las facturas están al corriente.',
  },
  invoice: (number: string) => `Factura ${number}`,
  due: (date: string) => `Vence el ${formatDate(date)}`,
  noDue: 'Sin fecha de vencimiento',
  overdue: 'Vencida',
  pending: 'Pendiente',
  total: 'Total por pagar',
  count: (n: number) => (n === 1 ? '1 factura por pagar' : `${n} facturas por pagar`),
  more: (n: number) => (n === 1 ? 'y 1 más' : `y ${n} más`),
};

const isEmpty = (data: OpenInvoices) => data.total === 0;

const money = (amount: number | string, currency: string | null) =>
  `${formatMoney(amount)} ${currency || 'MXN'}`;

interface InvoicesCardProps {
  companyId: string;
  today: string;
  link: OverviewLink;
}

export function InvoicesCard({ companyId, today, link }: InvoicesCardProps) {
  const query = useOpenInvoices(companyId, today);
  return (
    <OverviewQueryCard id="account-invoices" texts={texts} query={query} isEmpty={isEmpty} link={link}>
      {({ items, total, totals }) => (
        <div className="grid gap-3">
          <p className="text-sm font-medium">{texts.count(total)}</p>
          <ul className="grid gap-2 text-sm">
            {items.map((invoice) => {
              const overdue = isOverdue(invoice, today);
              return (
                <li
                  key={invoice.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b pb-2"
                >
                  <span className="grid min-w-0">
                    <span className="font-medium">{texts.invoice(invoice.invoice_number)}</span>
                    <span className="text-muted-foreground">
                      {invoice.due_date ? texts.due(invoice.due_date) : texts.noDue}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="font-medium tabular-nums">
                      {money(invoice.amount, invoice.currency)}
                    </span>
                    <StatusLight
                      status={overdue ? 'late' : 'pending'}
                      label={overdue ? texts.overdue : texts.pending}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
          {total > items.length && (
            <p className="text-sm text-muted-foreground">{texts.more(total - items.length)}</p>
          )}
          <dl className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <dt className="font-medium">{texts.total}</dt>
            {totals.map((sum) => (
              <dd key={sum.currency} className="text-base font-semibold tabular-nums">
                {money(sum.total, sum.currency)}
              </dd>
            ))}
          </dl>
        </div>
      )}
    </OverviewQueryCard>
  );
}
