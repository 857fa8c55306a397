import type { DeliveryLogEntry } from '@/lib/deliveries/delivery-log';

import { COMPANY_A } from '../../../kit/profiles';

export const SHA = `${'0123456789abcdef'.repeat(3)}fedcba9876543210`;

let n = 0;
/** A log entry as the API returns it; ids grow, so later calls are newer unless occurred_at says otherwise. */
export function entry(partial: Partial<DeliveryLogEntry> = {}): DeliveryLogEntry {
  n += 1;
  return {
    id: n,
    occurred_at: `2026-03-${String(10 + (n % 15)).padStart(2, '0')}T16:30:00Z`,
    event: 'published',
    company_id: COMPANY_A,
    document_id: `doc-${n}`,
    laboratory_request_id: null,
    item_name: `Documento ${n}`,
    sha256: SHA,
    period_year: 2026,
    period_month: 2,
    actor_email: 'admin@portal.demo',
    ...partial,
  };
}
