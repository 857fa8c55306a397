// Invoice status, compared case-insensitively: 'Pagada' and 'pagada' are the same. The known values have
// their Spanish labels (the spec's for its four); any other raw value is made readable in an outline badge
// ('por_cobrar' -> 'Por cobrar').
import type { BadgeProps } from '@/components/ui/badge';
import { INVOICE_STATUS_LABELS } from '@/config/domain-labels';
import { messages } from '@/config/messages';
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

const VARIANTS: Record<InvoiceStatusValue, InvoiceStatusInfo['variant']> = {
  pagada: 'success',
  pendiente: 'warning',
  en_aclaracion: 'info',
  vencida: 'destructive',
  cancelada: 'secondary',
};

/** Underscores to spaces, first letter capital: 'POR_COBRAR' -> 'Por cobrar'. */
export function readableStatus(raw: string): string {
  return capitalize(raw.trim().replace(/_+/g, ' ').replace(/\s+/g, ' ').toLowerCase());
}

export function invoiceStatus(status: string | null | undefined): InvoiceStatusInfo {
  const known = knownStatus(status);
  if (known) return { label: INVOICE_STATUS_LABELS[known], variant: VARIANTS[known] };
  const raw = (status ?? '').trim();
  return { label: raw === '' ? messages.unknownStatus : readableStatus(raw), variant: 'outline' };
}
