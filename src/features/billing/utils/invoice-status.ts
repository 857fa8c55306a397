// Invoice status, compared case-insensitively: 'Pagada' and 'pagada' are the same. The four known values
// keep the spec's labels; any other raw value is made readable ('en_aclaracion' -> 'En aclaracion').
import type { BadgeProps } from '@/components/ui/badge';
import { capitalize } from '@/utils/format';

import { knownStatus, type InvoiceStatusValue } from './invoice-status-values';

export {
  INVOICE_STATUSES,
  isKnownStatus,
  knownStatus,
  type InvoiceStatusValue,
} from './invoice-status-values';

interface InvoiceStatusInfo {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
}

const KNOWN: Record<InvoiceStatusValue, InvoiceStatusInfo> = {
  pagada: { label: 'Pagada', variant: 'success' },
  pendiente: { label: 'Pendiente', variant: 'warning' },
  vencida: { label: 'Vencida', variant: 'destructive' },
  cancelada: { label: 'Cancelada', variant: 'secondary' },
};

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
