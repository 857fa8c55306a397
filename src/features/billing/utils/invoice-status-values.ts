// The invoice status values, compared case-insensitively ('Pagada' and 'pagada' are the same). Kept apart
// from their labels and badge variants (invoice-status.ts) so the filters, and the integration tests that
// use them, do not pull in UI components.

/** The values an admin can set, in the order menus offer them. */
export const INVOICE_STATUSES = ['pendiente', 'pagada', 'vencida', 'cancelada'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

export const isKnownStatus = (value: string): value is InvoiceStatusValue =>
  (INVOICE_STATUSES as readonly string[]).includes(value);

/** The known value a raw status stands for ('VENCIDA ' -> 'vencida'), or null for any other. */
export function knownStatus(status: string | null | undefined): InvoiceStatusValue | null {
  const key = (status ?? '').trim().toLowerCase();
  return isKnownStatus(key) ? key : null;
}
