// POST (insert, upsert), PATCH (update) and DELETE on a table or view.
import { ApiError } from '../errors';
import { JSON_TYPE, readBody, send } from '../http';
import { Planner } from '../query/plan';
import { ReadSql, wrapMutation } from '../query/read-sql';
import { ident } from '../query/sql';
import {
  deleteSql,
  insertSql,
  locationSelect,
  missingColumn,
  returningAll,
  updateSql,
} from '../query/write-sql';
import { RollbackWith } from '../request-tx';
import type { Table } from '../schema-cache';
import { contentRange, inTransaction, preferenceApplied, type RestRequest } from './context';
import { requestedPlan, sendPlan } from './explain';
import { negotiate } from './negotiate';
import { findTable } from './read';

interface MutationRow {
  page_total: number;
  body: string;
  affected: number;
  inserted: number;
  location: string | null;
}

export const invalidJson = () => new ApiError(400, 'PGRST102', 'Empty or invalid json');

export function parseJsonBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidJson();
  }
}

/** `columns="a","b"` or `columns=a,b`. */
function parseColumnsParam(v: string): string[] {
  return v
    .split(',')
    .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

export async function handleWrite(r: RestRequest, name: string): Promise<void> {
  const table = findTable(r, name);
  const raw = r.method === 'DELETE' ? '' : await readBody(r.req);
  const plan = requestedPlan(r);
  const { body, contentType } = plan
    ? { body: 'json' as const, contentType: JSON_TYPE }
    : negotiate(r.req.headers.accept);
  const planner = new Planner(r.state.cache, r.schema, r.state.aggregates);
  const q = `${ident(table.schema)}.${ident(table.name)}`;
  const root = planner.root(table, q, q, ident(table.name), r.params.get('select'));
  planner.applyParams(
    root,
    r.params,
    new Set(r.method === 'POST' ? [...r.params.keys()].filter((k) => k !== 'select') : []),
  );
  const where = root.where;
  const ret = r.prefs.return ?? 'minimal';
  let mutation: string;
  let param: string | undefined;
  let withInserted = false;
  if (r.method === 'POST') {
    const built = buildInsert(r, table, raw);
    mutation = built.sql;
    param = built.param;
    withInserted = r.prefs.resolution === 'merge-duplicates' && ret !== 'minimal';
  } else if (r.method === 'PATCH') {
    const payload = parseJsonBody(raw || '{}');
    const obj = (Array.isArray(payload) ? (payload[0] ?? {}) : payload) as Record<string, unknown>;
    if (typeof obj !== 'object' || obj === null) throw invalidJson();
    const cols = Object.keys(obj);
    for (const c of cols) if (!table.columnMap.has(c)) throw missingColumn(table, c);
    // An empty object updates nothing (PostgREST answers as if no row matched).
    mutation = cols.length
      ? updateSql(table, cols, where, root.order, root.limit)
      : `SELECT * FROM ${q} WHERE false`;
    param = Array.isArray(payload) ? JSON.stringify(obj) : raw;
  } else mutation = deleteSql(table, where, root.order, root.limit);

  const representation = ret === 'representation';
  const returning = representation
    ? returningAll(table, withInserted)
    : ret === 'headers-only' && table.pk.length
      ? table.pk.map(ident).join(', ')
      : '1';
  const isSelect = mutation.startsWith('SELECT');
  const mutationCte = isSelect ? mutation : `${mutation} RETURNING ${returning}`;
  root.where = [];
  root.order = [];
  root.limit = undefined;
  root.offset = undefined;
  root.qualifier = ident(table.name);
  const cols = table.columns.map((c) => ident(c.name)).join(', ');
  const source = representation
    ? new ReadSql(r.state.cache).select(
        root,
        `(SELECT ${cols} FROM pgrst_mut) AS ${root.qualifier}`,
        [],
        false,
      )
    : 'SELECT 1 WHERE false';
  const location = r.method === 'POST' && ret === 'headers-only' ? locationSelect(table) : null;
  const sql = wrapMutation(mutationCte, source, representation ? body : 'none', withInserted, location);
  const params = param !== undefined && sql.includes('$1') ? [param] : [];
  if (plan) return sendPlan(r, plan, sql, { readOnly: false, params });
  const strictMax = r.prefs.handling === 'strict' && r.prefs.maxAffected !== undefined && r.method !== 'POST';

  const row = await inTransaction(r, false, async (tx) => {
    const res = (await tx.query<MutationRow>(sql, params)).rows[0];
    if (strictMax && res.affected > (r.prefs.maxAffected as number))
      throw new ApiError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${res.affected} rows`,
      );
    if (representation && (body === 'object' || body === 'object-stripped') && res.page_total !== 1)
      throw new ApiError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${res.page_total} rows`,
      );
    if (r.prefs.tx === 'rollback') {
      await tx.exec('SET CONSTRAINTS ALL IMMEDIATE');
      return new RollbackWith(res);
    }
    return res;
  });
  respondWrite(r, table, row, representation, contentType, body === 'json');
}

function respondWrite(
  r: RestRequest,
  table: Table,
  row: MutationRow,
  representation: boolean,
  contentType: string,
  plainJson: boolean,
): void {
  const total = r.prefs.count ? row.affected : null;
  const headers: Record<string, string> = preferenceApplied(r.prefs);
  let status: number;
  if (r.method === 'POST') {
    status =
      r.prefs.resolution === 'merge-duplicates' && representation && row.affected > 0 && row.inserted === 0
        ? 200
        : 201;
    headers['Content-Range'] = `*/${total ?? '*'}`;
    if (row.location) headers.Location = `/${table.name}?${row.location}`;
  } else {
    status = representation ? 200 : 204;
    headers['Content-Range'] =
      r.method === 'PATCH' ? contentRange(0, row.affected, total) : `*/${total ?? '*'}`;
  }
  if (!representation) return send(r.res, status, headers);
  headers['Content-Type'] = plainJson ? JSON_TYPE : contentType;
  send(r.res, status, headers, r.method === 'HEAD' ? undefined : row.body);
}

function buildInsert(r: RestRequest, table: Table, raw: string): { sql: string; param: string } {
  const payload = parseJsonBody(raw);
  const isArray = Array.isArray(payload);
  const rows = (isArray ? payload : [payload]) as unknown[];
  if (rows.some((x) => typeof x !== 'object' || x === null || Array.isArray(x))) throw invalidJson();
  const objs = rows as Record<string, unknown>[];
  const colParam = r.params.get('columns');
  let columns: string[];
  if (colParam !== null) columns = parseColumnsParam(colParam);
  else {
    columns = objs.length ? Object.keys(objs[0]) : [];
    const key = [...columns].sort().join('\u0000');
    if (objs.some((o) => Object.keys(o).sort().join('\u0000') !== key))
      throw new ApiError(400, 'PGRST102', 'All object keys must match');
  }
  for (const c of columns) if (!table.columnMap.has(c)) throw missingColumn(table, c);
  let onConflict: { columns: string[]; merge: boolean } | undefined;
  if (r.prefs.resolution) {
    const oc = r.params.get('on_conflict');
    onConflict = {
      columns: oc ? parseColumnsParam(oc) : table.pk,
      merge: r.prefs.resolution === 'merge-duplicates',
    };
  }
  const sql = insertSql({
    table,
    columns,
    rowCount: objs.length,
    applyDefaults: r.prefs.missing === 'default',
    onConflict,
  });
  return { sql, param: isArray ? raw : `[${raw}]` };
}
