// Invoice status, compared case-insensitively: 'Pagada' and 'pagada' are the same. The four known values
// keep the spec's labels; any other raw value is made readable ('en_aclaracion' -> 'En aclaracion').
import type { BadgeProps } from '@/components/ui/badge';
import { capitalize } from '@/utils/format';

interface InvoiceStatusInfo {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
}

/** The values an admin can set, in the order menus offer them. */
export const INVOICE_STATUSES = ['pendiente', 'pagada', 'vencida', 'cancelada'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

const KNOWN: Record<InvoiceStatusValue, InvoiceStatusInfo> = {
  pagada: { label: 'Pagada', variant: 'success' },
  pendiente: { label: 'Pendiente', variant: 'warning' },
  vencida: { label: 'Vencida', variant: 'destructive' },
  cancelada: { label: 'Cancelada', variant: 'secondary' },
};

export const isKnownStatus = (value: string): value is InvoiceStatusValue =>
  (INVOICE_STATUSES as readonly string[]).includes(value);

/** The known value a raw status stands for ('VENCIDA ' -> 'vencida'), or null for any other. */
export function knownStatus(status: string | null | undefined): InvoiceStatusValue | null {
  const key = (status ?? '').trim().toLowerCase();
  return isKnownStatus(key) ? key : null;
}

/** Underscores to spaces, first letter capital: 'en_aclaracion' -> 'En aclaracion'. */
export function readableStatus(raw: string): string {
  return capitalize(raw.trim().replace(/_+/g, ' ').replace(/\s+/g, ' ').toLowerCase());
}

export function invoiceStatus(status: string | null | undefined): InvoiceStatusInfo {
  const known = knownStatus(status);
  if (known) return KNOWN[known];
  const raw = (status ?? '').trim();
  return { label: raw === '' ? 'Desconocido' : readableStatus(raw), variant: 'outline' };
}
