// The documents that expire (REPSE registration, compliance opinions): when each expires and how many
// days it has left, or 'Vencido'.
import { StatusLight } from '@/components/status-light';
import { formatDate } from '@/utils/format';

import type { ValidityItem } from '../../utils/compliance-overview';

/** Fewer days than this and the light turns to 'pending' (renew soon). */
const WARN_DAYS = 30;

const texts = {
  title: 'Vigencias',
  missing: 'Sin documento',
  expired: 'Vencido',
  today: 'Vence hoy',
  left: (days: number) => (days === 1 ? 'Vence en 1 día' : `Vence en ${days} días`),
  valid: (days: number) => `Vigente · ${days} días`,
  until: (date: string) => `Hasta el ${formatDate(date)}`,
  expiredOn: (date: string) => `Venció el ${formatDate(date)}`,
};

function light(item: ValidityItem) {
  if (item.daysLeft === null) return { status: 'late' as const, label: texts.missing };
  if (item.daysLeft < 0) return { status: 'expired' as const, label: texts.expired };
  if (item.daysLeft === 0) return { status: 'pending' as const, label: texts.today };
  if (item.daysLeft < WARN_DAYS) return { status: 'pending' as const, label: texts.left(item.daysLeft) };
  return { status: 'delivered' as const, label: texts.valid(item.daysLeft) };
}

export function ValidityStrip({ items }: { items: ValidityItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">{texts.title}</h4>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => {
          const { status, label } = light(item);
          return (
            <li key={item.key} className="grid content-start gap-1 rounded-md border p-3 text-sm">
              <span className="font-medium">{item.name}</span>
              <span className="flex flex-wrap items-center gap-2">
                <StatusLight status={status} label={label} />
                {item.expiresOn && (
                  <span className="text-muted-foreground">
                    {item.daysLeft !== null && item.daysLeft < 0
                      ? texts.expiredOn(item.expiresOn)
                      : texts.until(item.expiresOn)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
