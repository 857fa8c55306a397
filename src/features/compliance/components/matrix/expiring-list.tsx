// What expires: the latest document of every type with validity (per company, or once for a global type).
// Those already expired without a successor are listed under 'Vencidos', the matrix's own word for them;
// 'Vencen en los próximos 30 días' holds only what expires from today on.
import { CalendarClock } from 'lucide-react';

import { StatusIcon } from '@/components/status-light';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/utils/format';

import { expiringDocuments, partitionExpiry, type ExpiringItem, type MatrixInput } from '../../utils/status';
import type { MatrixCompany } from './matrix-model';

export const expiringTexts = {
  title: 'Vencen en los próximos 30 días',
  expiredTitle: 'Vencidos',
  global: 'Global',
  unknownCompany: 'Empresa sin nombre',
  expires: (date: string) => `Vence el ${formatDate(date)}`,
  expired: 'Vencido',
  expiredOn: (date: string) => `Venció el ${formatDate(date)}`,
  daysLeft: (n: number) => (n === 0 ? 'Vence hoy' : `${n} ${n === 1 ? 'día' : 'días'}`),
  empty: 'Nada vence en los próximos 30 días.',
} as const;

interface ItemsProps {
  items: ExpiringItem[];
  names: Map<string, string>;
}

function ExpiryItems({ items, names }: ItemsProps) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => {
        const expired = item.daysLeft < 0;
        return (
          <li key={item.document.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{item.type.name}</span>
              <span className="inline-flex shrink-0 items-center gap-1 font-medium">
                <StatusIcon status={expired ? 'expired' : 'pending'} />
                {expired ? expiringTexts.expired : expiringTexts.daysLeft(item.daysLeft)}
              </span>
            </div>
            <span className="text-muted-foreground">
              {item.companyId === null
                ? expiringTexts.global
                : (names.get(item.companyId) ?? expiringTexts.unknownCompany)}
            </span>
            <span className="text-muted-foreground">
              {expired ? expiringTexts.expiredOn(item.expiresOn) : expiringTexts.expires(item.expiresOn)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ExpiringList({ input, companies }: { input: MatrixInput; companies: MatrixCompany[] }) {
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const { expired, expiring } = partitionExpiry(
    expiringDocuments(input.types, input.documents, input.today).filter(
      (item) => item.companyId === null || names.has(item.companyId),
    ),
  );
  return (
    // Below the matrix (narrower than 1400 px, admin-compliance.tsx) its two lists sit side by side.
    <div className="grid content-start gap-6 lg:grid-cols-2 min-[1400px]:grid-cols-1">
      {expired.length > 0 && (
        <section aria-labelledby="expired-title" className="grid content-start gap-3">
          <h3 id="expired-title" className="text-lg font-semibold">
            {expiringTexts.expiredTitle}
          </h3>
          <ExpiryItems items={expired} names={names} />
        </section>
      )}
      <section aria-labelledby="expiring-title" className="grid content-start gap-3">
        <h3 id="expiring-title" className="text-lg font-semibold">
          {expiringTexts.title}
        </h3>
        {expiring.length === 0 ? (
          <EmptyState icon={CalendarClock} title={expiringTexts.empty} className="p-6" />
        ) : (
          <ExpiryItems items={expiring} names={names} />
        )}
      </section>
    </div>
  );
}
