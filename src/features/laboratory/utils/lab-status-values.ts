// The one set of laboratory request statuses: what an admin can set, the status filter offers and the
// badges know, with their Spanish labels. Stored values compare trimmed and in any case. Kept apart from
// the badge styles (lab-status.ts) so the integration tests that use them do not pull in UI components.

import { LAB_STATUS_LABELS, LAB_STATUS_VALUES, type LabStatusValue } from '@/config/domain-labels';

/** The known values and their labels live in config/domain-labels.ts (the audit trail reads them too). */
export { LAB_STATUS_LABELS, LAB_STATUS_VALUES, type LabStatusValue };
/** A known value, or 'other' for any other stored status. */
export type LabStatusGroup = LabStatusValue | 'other';

/** Other stored spellings of a known value: the spec counts 'procesando' as 'en_proceso'. */
const ALIASES: Record<string, LabStatusValue> = { procesando: 'en_proceso' };

const isValue = (key: string): key is LabStatusValue =>
  (LAB_STATUS_VALUES as readonly string[]).includes(key);

/** The known value a stored status stands for (' Procesando ' -> 'en_proceso'), or 'other'. */
export function labStatusGroup(status: string | null | undefined): LabStatusGroup {
  const key = (status ?? '').trim().toLowerCase();
  if (isValue(key)) return key;
  return ALIASES[key] ?? 'other';
}

/** The known value a stored status stands for ('Procesando ' -> 'en_proceso'); other codes as stored. */
export function canonicalStatus(status: string): string {
  const group = labStatusGroup(status);
  return group === 'other' ? status : group;
}

/** The stored spellings of each known value, the value first. */
const spellings = (value: LabStatusValue): string[] => [
  value,
  ...Object.keys(ALIASES).filter((alias) => ALIASES[alias] === value),
];

/**
 * The server-side form of a status group, with labStatusGroup's rules (trimmed, any case): an imatch
 * regex of the group's stored values, negated for 'other' (every value that is not a known one).
 */
export function statusCondition(group: LabStatusGroup): { negate: boolean; pattern: string } {
  const values = group === 'other' ? LAB_STATUS_VALUES.flatMap(spellings) : spellings(group);
  return { negate: group === 'other', pattern: `^\\s*(${values.join('|')})\\s*$` };
}
