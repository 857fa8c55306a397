// The `changes` of an audit entry as readable lines. An update stores `{ column: { old, new } }` and
// reads 'campo: antes → después'; an insert or delete stores the whole row and reads 'campo: valor' for
// the fields a person cares about. Field names and value formats come from audit-fields.ts: dates as
// dd/mm/aaaa, money as the portal shows it, Sí/No, statuses by their domain's label, references by name.
import type { Json } from '@/types/database';
import { capitalize, formatAmount, formatBytes, formatDate, formatDateTime, monthName } from '@/utils/format';

import type { AuditEntry } from '../api/get-audit-page';
import { fieldOf, type Field } from './audit-fields';
import { type AuditNames, str } from './audit-names';
import { snapshotOf } from './audit-record';

const MAX_VALUE = 80;
export const EMPTY_VALUE = '(vacío)';
/** A reference whose row the look-up did not find (it was removed since). */
export const REMOVED_VALUE = '(eliminado)';

const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

/** Underscores to spaces, first letter capital ('por_cobrar' -> 'Por cobrar'). */
const readable = (code: string) => capitalize(code.trim().replace(/_+/g, ' ').toLowerCase());

export interface ValueContext {
  names: AuditNames;
  /** The currency of the row, for its money columns. */
  currency?: string | null;
}

/** One value of a field as a person reads it. */
export function formatValue(field: Field, value: Json | undefined, context: ValueContext): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return cut(JSON.stringify(value));
  const { format } = field;
  const raw = String(value);
  if (typeof format === 'object') {
    if ('labels' in format) return format.labels[raw.trim().toLowerCase()] ?? readable(raw);
    const name = context.names.name(format.ref, value);
    if (name) return cut(name);
    return context.names.loaded ? REMOVED_VALUE : '…';
  }
  switch (format) {
    case 'date':
      return formatDate(raw) || raw;
    case 'datetime':
      return formatDateTime(raw) || raw;
    case 'money':
      return formatAmount(value, context.currency ?? null) || raw;
    case 'month':
      return capitalize(monthName(Number(value))) || raw;
    case 'percent':
      return `${raw} %`;
    case 'hours':
      return `${raw} ${Number(value) === 1 ? 'hora' : 'horas'}`;
    case 'bytes':
      return typeof value === 'number' ? formatBytes(value) : raw;
    case 'file':
      // A stored path reads as its file name; an outside link stays whole.
      return cut(/^https?:\/\//i.test(raw) ? raw : (raw.split('/').pop() ?? raw));
    default:
      return cut(raw);
  }
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ChangeLine {
  field: string;
  /** Only for an update. */
  before?: string;
  after: string;
}

export const changeText = (line: ChangeLine) =>
  line.before === undefined
    ? `${line.field}: ${line.after}`
    : `${line.field}: ${line.before} → ${line.after}`;

/** The lines of an entry, internal columns left out; a created or removed row without its empty fields
 * and its company (already in the Empresa column). */
export function describeChanges(entry: AuditEntry, names: AuditNames): ChangeLine[] {
  const { changes, action, table_name: table } = entry;
  if (!isRecord(changes)) return [];
  const context: ValueContext = { names, currency: str(snapshotOf(entry, names).currency) ?? null };
  const entries = Object.entries(changes).flatMap(([column, value]) => {
    const field = fieldOf(table, column);
    return field.internal ? [] : [{ column, field, value }];
  });
  if (action === 'update') {
    return entries.map(({ field, value }) => {
      const pair = isRecord(value) ? value : {};
      return {
        field: field.label,
        before: formatValue(field, pair.old, context),
        after: formatValue(field, pair.new, context),
      };
    });
  }
  return entries
    .filter(({ column, value }) => column !== 'company_id' && value !== null && value !== '')
    .map(({ field, value }) => ({ field: field.label, after: formatValue(field, value, context) }));
}
