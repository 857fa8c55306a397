// The invoice status values, compared case-insensitively ('Pagada' and 'pagada' are the same). Kept apart
// from their labels and badge variants (invoice-status.ts) so the filters, and the integration tests that
// use them, do not pull in UI components.

import { INVOICE_STATUSES, type InvoiceStatusValue } from '@/config/domain-labels';

/**
 * The one set of invoice statuses (config/domain-labels.ts): what an admin can set, the client's filter
 * offers and the badges know, in the order menus offer them.
 */
export { INVOICE_STATUSES, type InvoiceStatusValue };

export const isKnownStatus = (value: string): value is InvoiceStatusValue =>
  (INVOICE_STATUSES as readonly string[]).includes(value);

/** The known value a raw status stands for ('VENCIDA ' -> 'vencida'), or null for any other. */
export function knownStatus(status: string | null | undefined): InvoiceStatusValue | null {
  const key = (status ?? '').trim().toLowerCase();
  return isKnownStatus(key) ? key : null;
}
