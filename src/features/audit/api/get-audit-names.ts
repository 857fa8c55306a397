// The names one page of the trail needs and its rows do not hold: who acted (profiles), the current row of
// each updated record, and the rows their references point to (a company, a course, a person). Two
// rounds: the records and references the entries name, then the references those rows name. A removed
// row is simply not found. Admins read every table, so one select per table and round.
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TableName } from '@/lib/query/tables';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';

import { fieldOf } from '../utils/audit-fields';
import {
  AuditNames,
  isLookupTable,
  LOOKUP_COLUMNS,
  str,
  type AuditRow,
  type LookupTable,
} from '../utils/audit-names';
import { bareTable, snapshotOf, UUID } from '../utils/audit-record';
import type { AuditEntry } from './get-audit-page';
import { auditKeys } from './keys';

type Wanted = Map<LookupTable, Set<string>>;

function want(wanted: Wanted, table: string, id: Json | undefined) {
  const key = str(id);
  if (!key || !UUID.test(key) || !isLookupTable(table)) return;
  const ids = wanted.get(table) ?? new Set<string>();
  ids.add(key);
  wanted.set(table, ids);
}

/** The references of a row (or of an update's old and new values) of a stored table. */
function wantReferences(wanted: Wanted, table: string, row: AuditRow, update = false) {
  for (const [column, value] of Object.entries(row)) {
    const { format } = fieldOf(table, column);
    if (typeof format !== 'object' || !('ref' in format)) continue;
    if (update && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      want(wanted, format.ref, value.old);
      want(wanted, format.ref, value.new);
    } else {
      want(wanted, format.ref, value);
    }
  }
}

/** The first round: actors, updated records, and the references the entries hold. */
export function firstRound(entries: readonly AuditEntry[]): Wanted {
  const wanted: Wanted = new Map();
  const none = new AuditNames();
  for (const entry of entries) {
    want(wanted, 'profiles', entry.actor_id);
    const table = bareTable(entry.table_name);
    if (entry.action === 'update') want(wanted, table, entry.row_id);
    const changes = entry.changes;
    if (typeof changes === 'object' && changes !== null && !Array.isArray(changes)) {
      wantReferences(wanted, entry.table_name, changes, entry.action === 'update');
    }
    // Key columns read from the row id (lesson progress, visits).
    wantReferences(wanted, entry.table_name, snapshotOf({ ...entry, changes: {} }, none));
  }
  return wanted;
}

async function lookUp(names: AuditNames, wanted: Wanted) {
  await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      const missing = [...ids].filter((id) => !names.row(table, id));
      if (missing.length === 0) return;
      const { data, error } = await supabase
        .from(table)
        .select(LOOKUP_COLUMNS[table])
        .in('id', missing)
        .overrideTypes<AuditRow[], { merge: false }>();
      if (error) throw error;
      names.add(table, data);
    }),
  );
}

export async function getAuditNames(entries: readonly AuditEntry[]): Promise<AuditNames> {
  const names = new AuditNames(true);
  await lookUp(names, firstRound(entries));
  // The references of the rows just read (an updated invoice's company, a lesson's course).
  const second: Wanted = new Map();
  for (const entry of entries) wantReferences(second, entry.table_name, snapshotOf(entry, names));
  await lookUp(names, second);
  return names;
}

const READS = [...Object.keys(LOOKUP_COLUMNS)] as TableName[];

export const auditNamesQuery = (entries: readonly AuditEntry[]) =>
  queryOptions({
    queryKey: auditKeys.names(entries.map((e) => e.id)),
    queryFn: () => getAuditNames(entries),
    enabled: entries.length > 0,
    meta: {
      reads: READS,
      errorToast: { title: 'Error', description: 'No se pudieron cargar los nombres de la bitácora.' },
    },
  });

export const useAuditNames = (entries: readonly AuditEntry[]) => useQuery(auditNamesQuery(entries));
