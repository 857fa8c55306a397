// The `changes` of an audit entry as readable lines. An update stores `{ column: { old, new } }` and
// reads 'campo: antes → después'; an insert or delete stores the whole row and reads 'campo: valor'
// for the fields a person cares about (ids, timestamps and Storage internals left out).
import type { Json } from '@/types/database';

import { fieldLabel } from './audit-labels';

const HIDDEN = new Set([
  'id',
  'created_at',
  'updated_at',
  'owner',
  'owner_id',
  'metadata',
  'user_metadata',
  'version',
  'path_tokens',
  'last_accessed_at',
  'firebase_uid',
  'submitted_by',
  'level',
]);
const MAX_VALUE = 80;

export function formatValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Company ids read as names (an unknown id, e.g. a removed company, stays the id). */
type CompanyName = (id: string) => string | undefined;

export function describeChanges(action: string, changes: Json, companyName: CompanyName = () => undefined) {
  if (!isRecord(changes)) return [];
  const value = (key: string, v: Json | undefined) =>
    key === 'company_id' && typeof v === 'string' ? (companyName(v) ?? v) : formatValue(v);
  const entries = Object.entries(changes).filter(([key]) => !HIDDEN.has(key));
  if (action === 'update') {
    return entries.map(([key, change]) => {
      const pair = isRecord(change) ? change : {};
      return `${fieldLabel(key)}: ${value(key, pair.old)} → ${value(key, pair.new)}`;
    });
  }
  // A created or removed row: its company is already in the Empresa column.
  return entries
    .filter(([key, v]) => key !== 'company_id' && v !== null && v !== '')
    .map(([key, v]) => `${fieldLabel(key)}: ${value(key, v)}`);
}
