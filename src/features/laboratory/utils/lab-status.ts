// Laboratory status badges and filter: a known value (lab-status-values.ts) shows its label and style;
// anything else is shown as stored, made readable ('muestra_rechazada' -> 'Muestra rechazada'), or
// 'Desconocido' when empty, with the outline style. The status filter asks the server for the same groups.
import type { BadgeProps } from '@/components/ui/badge';
import { messages } from '@/config/messages';
import { capitalize } from '@/utils/format';

import {
  LAB_STATUS_LABELS,
  LAB_STATUS_VALUES,
  labStatusGroup,
  type LabStatusGroup,
  type LabStatusValue,
} from './lab-status-values';

export {
  LAB_STATUS_LABELS,
  LAB_STATUS_VALUES,
  canonicalStatus,
  labStatusGroup,
  statusCondition,
  type LabStatusGroup,
  type LabStatusValue,
} from './lab-status-values';

export type LabStatusFilter = LabStatusGroup | 'all';

type BadgeVariant = NonNullable<BadgeProps['variant']>;

interface LabStatusInfo {
  group: LabStatusGroup;
  label: string;
  variant: BadgeVariant;
}

const VARIANTS: Record<LabStatusValue, BadgeVariant> = {
  pendiente: 'warning',
  en_proceso: 'info',
  en_revision: 'info',
  completado: 'success',
  cancelado: 'secondary',
};

export function labStatus(status: string | null | undefined): LabStatusInfo {
  const group = labStatusGroup(status);
  if (group !== 'other') return { group, label: LAB_STATUS_LABELS[group], variant: VARIANTS[group] };
  const raw = (status ?? '').trim();
  return { group, label: raw === '' ? messages.unknownStatus : readableStatus(raw), variant: 'outline' };
}

/** A stored code a person can read: underscores to spaces, first letter capital ('en_espera' -> 'En espera'). */
export function readableStatus(raw: string): string {
  return capitalize(raw.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim());
}

/** Options of the status filter: every known value, then the rest. */
export const LAB_STATUS_FILTERS: { value: LabStatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos los estados' },
  ...LAB_STATUS_VALUES.map((value) => ({ value, label: LAB_STATUS_LABELS[value] })),
  { value: 'other', label: 'Otros' },
];

export function parseStatusFilter(value: string | null): LabStatusFilter {
  return LAB_STATUS_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}
