// Invoice status, compared case-insensitively: 'Pagada' and 'pagada' are the same.
import type { BadgeProps } from '@/components/ui/badge';

interface InvoiceStatusInfo {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
}

const KNOWN: Record<string, InvoiceStatusInfo> = {
  pagada: { label: 'Pagada', variant: 'success' },
  pendiente: { label: 'Pendiente', variant: 'warning' },
  vencida: { label: 'Vencida', variant: 'destructive' },
  cancelada: { label: 'Cancelada', variant: 'secondary' },
};

export function invoiceStatus(status: string | null | undefined): InvoiceStatusInfo {
  const raw = (status ?? '').trim();
  return KNOWN[raw.toLowerCase()] ?? { label: raw === '' ? 'Desconocido' : raw, variant: 'outline' };
}
