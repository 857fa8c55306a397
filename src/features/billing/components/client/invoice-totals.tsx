// The balance a client watches: pending and overdue sums over every invoice the filters match.
import { AlertTriangle, Clock } from 'lucide-react';

import { Card, CardContent } from '@/components/ui/card';

import { useInvoiceTotals } from '../../api/get-invoice-totals';
import { formatAmount } from '../../utils/format-amount';
import type { InvoiceFilters } from '../../utils/invoice-filters';

const texts = {
  region: 'Saldos',
  pending: 'Saldo pendiente',
  overdue: 'Saldo vencido',
  count: (n: number) => (n === 1 ? '1 factura' : `${n.toLocaleString('es-MX')} facturas`),
  loading: 'Calculando...',
  unavailable: 'No disponible',
} as const;

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
        const data = totals.data;
        const value = data
          ? formatAmount(data[key], 'MXN')
          : totals.isError
            ? texts.unavailable
            : texts.loading;
        const count = data ? (key === 'pending' ? data.pendingCount : data.overdueCount) : null;
        return (
          <Card key={key}>
            <CardContent className="flex items-center gap-3 p-4">
              <Icon className={`size-5 shrink-0 ${tone}`} aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-xl font-semibold tabular-nums" aria-label={`${label}: ${value}`}>
                  {value}
                </p>
                {count !== null && <p className="text-xs text-muted-foreground">{texts.count(count)}</p>}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}
