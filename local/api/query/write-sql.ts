// INSERT / UPSERT / UPDATE / DELETE statements. The JSON body is passed as one parameter ($1) and turned
// into rows by Postgres (json_to_recordset), typed by the schema cache's column types.
import { ApiError } from '../errors';
import type { Table } from '../schema-cache';
import { ident, literal } from './sql';

export interface InsertSpec {
  table: Table;
  columns: string[];
  rowCount: number;
  /** `Prefer: missing=default`: missing keys take the column's default */
  applyDefaults?: boolean;
  onConflict?: { columns: string[]; merge: boolean };
}

const tableSql = (t: Table) => `${ident(t.schema)}.${ident(t.name)}`;

export function columnsOf(table: Table, names: string[]): string {
  return names
    .map((n) => {
      const col = table.columnMap.get(n);
      if (!col) throw missingColumn(table, n);
      return `${ident(n)} ${col.type}`;
    })
    .join(', ');
}

export const missingColumn = (table: Table, name: string) =>
  new ApiError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);

export function insertSql(spec: InsertSpec): string {
  const t = spec.table;
  const cols = spec.columns.map(ident).join(', ');
  let sql: string;
  if (spec.rowCount === 0) sql = `INSERT INTO ${tableSql(t)} SELECT WHERE false`;
  else if (spec.columns.length === 0)
    sql = `INSERT INTO ${tableSql(t)} SELECT FROM generate_series(1, ${spec.rowCount})`;
  else if (spec.applyDefaults) {
    // As PostgREST does: every element is merged over an object of the columns' defaults, evaluated
    // once per element (so a sequence advances even for rows that give the key), then read back from
    // jsonb; a missing column without a default is NULL.
    const defaults = spec.columns
      .map((c) => t.columnMap.get(c))
      .filter((c) => c?.default)
      .map((c) => `${literal(c!.name)}, ${c!.default}`);
    const defs = `jsonb_build_object(${defaults.join(', ')})`;
    sql = `INSERT INTO ${tableSql(t)}(${cols}) SELECT ${cols} FROM jsonb_to_recordset((SELECT jsonb_agg(${defs} || elem) FROM jsonb_array_elements($1::jsonb) elem)) AS _(${columnsOf(t, spec.columns)})`;
  } else {
    sql = `INSERT INTO ${tableSql(t)}(${cols}) SELECT ${cols} FROM json_to_recordset($1::json) AS _(${columnsOf(t, spec.columns)})`;
  }
  if (spec.onConflict) {
    const target = spec.onConflict.columns.map(ident).join(', ');
    const sets = spec.columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
    sql +=
      spec.onConflict.merge && sets.length
        ? ` ON CONFLICT (${target}) DO UPDATE SET ${sets.join(', ')}`
        : ` ON CONFLICT (${target}) DO NOTHING`;
  }
  return sql;
}

/** `where` uses the qualifier `"schema"."table"`. With a limit, rows are picked by ctid in the given order. */
function restrict(t: Table, where: string[], order: string[], limit?: number): string {
  if (limit === undefined) return where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const inner = `SELECT ctid FROM ${tableSql(t)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}${order.length ? ` ORDER BY ${order.join(', ')}` : ''} LIMIT ${limit}`;
  return ` WHERE ctid = ANY (ARRAY(${inner}))`;
}

export function updateSql(
  t: Table,
  columns: string[],
  where: string[],
  order: string[],
  limit?: number,
): string {
  const sets = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  return `UPDATE ${tableSql(t)} SET ${sets} FROM (SELECT * FROM json_to_record($1::json) AS _(${columnsOf(t, columns)})) AS _b${restrict(t, where, order, limit)}`;
}

export function deleteSql(t: Table, where: string[], order: string[], limit?: number): string {
  return `DELETE FROM ${tableSql(t)}${restrict(t, where, order, limit)}`;
}

export const returningAll = (t: Table, withInserted: boolean) =>
  `${tableSql(t)}.*${withInserted ? ', (xmax = 0) AS "pgrst_inserted"' : ''}`;

/** Location header value: `/t?pk=eq.v` from the first returned row's key. */
export const locationSelect = (t: Table) =>
  t.pk.length
    ? `concat_ws('&', ${t.pk.map((c) => `${literal(`${c}=eq.`)} || ${ident(c)}::text`).join(', ')})`
    : 'NULL::text';
