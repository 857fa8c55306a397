// Laboratory status values (spec §4): known ones map to a label and badge style; anything else is shown
// raw, or 'Desconocido' when empty, with the outline style.
import type { BadgeProps } from '@/components/ui/badge';

export type LabStatusGroup = 'completado' | 'en_proceso' | 'pendiente' | 'cancelado' | 'other';

interface LabStatusInfo {
  group: LabStatusGroup;
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
}

const KNOWN: Record<string, LabStatusInfo> = {
  completado: { group: 'completado', label: 'Completado', variant: 'success' },
  en_proceso: { group: 'en_proceso', label: 'En Proceso', variant: 'info' },
  procesando: { group: 'en_proceso', label: 'En Proceso', variant: 'info' },
  pendiente: { group: 'pendiente', label: 'Pendiente', variant: 'warning' },
  cancelado: { group: 'cancelado', label: 'Cancelado', variant: 'secondary' },
};

export function labStatus(status: string | null | undefined): LabStatusInfo {
  const raw = (status ?? '').trim();
  const known = KNOWN[raw.toLowerCase()];
  if (known) return known;
  return { group: 'other', label: raw === '' ? 'Desconocido' : raw, variant: 'outline' };
}

/** Options of the status filter, in the order a person expects. */
export const LAB_STATUS_FILTERS: { value: LabStatusGroup | 'all'; label: string }[] = [
  { value: 'all', label: 'Todos los estados' },
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'en_proceso', label: 'En Proceso' },
  { value: 'completado', label: 'Completado' },
  { value: 'cancelado', label: 'Cancelado' },
  { value: 'other', label: 'Otros' },
];
