// Laboratory status values: known ones map to a label and badge style; anything else is shown readable
// ('en_revision' -> 'En revision'), or 'Desconocido' when empty, with the outline style. The status filter
// asks the server for the same groups.
import type { BadgeProps } from '@/components/ui/badge';
import { capitalize } from '@/utils/format';

export type LabStatusGroup = 'completado' | 'en_proceso' | 'pendiente' | 'cancelado' | 'other';
export type LabStatusFilter = LabStatusGroup | 'all';

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
  return { group: 'other', label: raw === '' ? 'Desconocido' : readableStatus(raw), variant: 'outline' };
}

/** A stored code a person can read: underscores to spaces, first letter capital ('en_revision' -> 'En revision'). */
export function readableStatus(raw: string): string {
  return capitalize(raw.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim());
}

/** The specified value a stored status stands for ('Procesando ' -> 'en_proceso'); other codes as stored. */
export function canonicalStatus(status: string): string {
  const { group } = labStatus(status);
  return group === 'other' ? status : group;
}

/** The values an admin can set, in the order a request moves through them. */
export const LAB_STATUS_VALUES = ['pendiente', 'en_proceso', 'completado', 'cancelado'] as const;
export type LabStatusValue = (typeof LAB_STATUS_VALUES)[number];

/** Options of the status filter, in the order a person expects. */
export const LAB_STATUS_FILTERS: { value: LabStatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos los estados' },
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'en_proceso', label: 'En Proceso' },
  { value: 'completado', label: 'Completado' },
  { value: 'cancelado', label: 'Cancelado' },
  { value: 'other', label: 'Otros' },
];

export function parseStatusFilter(value: string | null): LabStatusFilter {
  return LAB_STATUS_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/**
 * The server-side form of a status group, with labStatus's rules (trimmed, any case): an imatch regex
 * of the group's stored values, negated for 'other' (every value that is not a known one).
 */
export function statusCondition(group: LabStatusGroup): { negate: boolean; pattern: string } {
  const values = Object.keys(KNOWN).filter((value) => group === 'other' || KNOWN[value].group === group);
  return { negate: group === 'other', pattern: `^\\s*(${values.join('|')})\\s*$` };
}
