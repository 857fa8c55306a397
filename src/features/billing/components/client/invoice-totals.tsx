// The balance a client watches: pending and overdue sums over every invoice the filters match, one amount
// per currency (an MXN and a USD invoice are never added together; none is $0.00 MXN).
import { AlertTriangle, Clock } from 'lucide-react';

import { Card, CardContent } from '@/components/ui/card';
import { formatAmount, formatNumber } from '@/utils/format';

import { useInvoiceTotals, type InvoiceTotals as Totals } from '../../api/get-invoice-totals';
import type { InvoiceFilters } from '../../utils/invoice-filters';

const texts = {
  region: 'Saldos',
  pending: 'Saldo pendiente',
  overdue: 'Saldo vencido',
  count: (n: number) => (n === 1 ? '1 factura' : `${formatNumber(n)} facturas`),
  loading: 'Calculando...',
  unavailable: 'No disponible',
} as const;

type Kind = 'pending' | 'overdue';
const COUNT = { pending: 'pendingCount', overdue: 'overdueCount' } as const;

/** The amounts to show for one card, one per currency that has such invoices, and how many invoices. */
function amountsOf(totals: Totals, kind: Kind): { amounts: string[]; count: number } {
  const held = totals.filter((t) => t[COUNT[kind]] > 0);
  if (held.length === 0) return { amounts: [formatAmount(0, 'MXN')], count: 0 };
  return {
    amounts: held.map((t) => formatAmount(t[kind], t.currency)),
    count: held.reduce((n, t) => n + t[COUNT[kind]], 0),
  };
}

interface InvoiceTotalsProps {
  companyId: string;
  search: string;
  filters: InvoiceFilters;
}

export function InvoiceTotals({ companyId, search, filters }: InvoiceTotalsProps) {
  const totals = useInvoiceTotals(companyId, search, filters);
  const cards = [
    { label: texts.pending, icon: Clock, tone: 'text-warning', key: 'pending' },
    { label: texts.overdue, icon: AlertTriangle, tone: 'text-destructive', key: 'overdue' },
  ] as const;

  return (
    <section aria-label={texts.region} className="grid gap-3 sm:grid-cols-2">
      {cards.map(({ label, icon: Icon, tone, key }) => {
        const shown = totals.data ? amountsOf(totals.data, key) : null;
        const amounts = shown?.amounts ?? [totals.isError ? texts.unavailable : texts.loading];
        return (
          <Card key={key}>
            <CardContent className="flex items-center gap-3 p-4">
              <Icon className={`size-5 shrink-0 ${tone}`} aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{label}</p>
                <p
                  className="flex flex-col text-xl font-semibold tabular-nums"
                  aria-label={`${label}: ${amounts.join(' y ')}`}
                >
                  {amounts.map((amount) => (
                    <span key={amount}>{amount}</span>
                  ))}
                </p>
                {shown && <p className="text-xs text-muted-foreground">{texts.count(shown.count)}</p>}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}
