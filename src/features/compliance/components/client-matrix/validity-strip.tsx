// The client's documents with validity (REPSE registration, SAT/IMSS/INFONAVIT opinions): the latest of
// each, with its expiry date and days left, 'Vencido' once past, or that there is none yet.
import { StatusIcon } from '@/components/status-light';
import { formatDate } from '@/utils/format';

import type { validityFor } from '../../utils/status';
import { type LightStatus } from '../matrix/status-light';

export const validityTexts = {
  title: 'Vigencias',
  none: 'Sin documento vigente',
  expired: 'Vencido',
  expiredOn: (date: string) => `Venció el ${formatDate(date)}`,
  expires: (date: string) => `Vence el ${formatDate(date)}`,
  daysLeft: (n: number) => (n === 0 ? 'Vence hoy' : `${n} ${n === 1 ? 'día restante' : 'días restantes'}`),
} as const;

type Validity = ReturnType<typeof validityFor>[number];

/** Soon (30 days or less) reads as pending, so it stands out before it expires. */
const lightOf = (v: Validity): LightStatus =>
  v.daysLeft === null ? 'late' : v.daysLeft < 0 ? 'expired' : v.daysLeft <= 30 ? 'pending' : 'delivered';

export function ValidityStrip({ items }: { items: Validity[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="validity-title" className="grid gap-2">
      <h3 id="validity-title" className="text-lg font-semibold">
        {validityTexts.title}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((v) => (
          <li key={v.type.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
            <span className="font-medium">{v.type.name}</span>
            <span className="inline-flex items-center gap-1.5 font-medium">
              <StatusIcon status={lightOf(v)} />
              {v.daysLeft === null
                ? validityTexts.none
                : v.daysLeft < 0
                  ? validityTexts.expired
                  : validityTexts.daysLeft(v.daysLeft)}
            </span>
            {v.expiresOn && (
              <span className="text-muted-foreground">
                {v.daysLeft !== null && v.daysLeft < 0
                  ? validityTexts.expiredOn(v.expiresOn)
                  : validityTexts.expires(v.expiresOn)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
