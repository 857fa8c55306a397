// GET/HEAD on a table or view.
import { ApiError } from '../errors';
import { JSON_TYPE, send } from '../http';
import { Planner } from '../query/plan';
import { ReadSql, wrapResult, type BodyKind } from '../query/read-sql';
import { closest } from '../query/fuzzy';
import { ident } from '../query/sql';
import type { Table } from '../schema-cache';
import {
  contentRange,
  inTransaction,
  preferenceApplied,
  readOnce,
  type RestRequest,
  type ResultRow,
} from './context';
import { requestedPlan, sendPlan } from './explain';
import { negotiate } from './negotiate';

export function findTable(r: RestRequest, name: string): Table {
  const t = r.state.cache.byName.get(`${r.schema}.${name}`);
  if (t) return t;
  const others = [...r.state.cache.byName.values()].filter((x) => x.schema === r.schema).map((x) => x.name);
  const near = closest(name, others);
  throw new ApiError(
    404,
    'PGRST205',
    `Could not find the table '${r.schema}.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table '${r.schema}.${near}'` : null,
  );
}

/** `Prefer: count=planned`: the planner's row estimate for the unpaginated query. */
export async function countTotal(
  tx: { query: <T>(sql: string) => Promise<{ rows: T[] }> },
  countSql: string,
): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${countSql}`);
  const plan = rows[0]['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0].Plan['Plan Rows'];
}

export async function handleRead(r: RestRequest, name: string, head: boolean): Promise<void> {
  const table = findTable(r, name);
  // The plan media type exists only where it is enabled (db-plan-enabled); elsewhere it is just not
  // one of the available types (406), as on Supabase by default.
  const plan = requestedPlan(r);
  const { body, contentType } = plan
    ? { body: 'json' as BodyKind, contentType: JSON_TYPE }
    : negotiate(r.req.headers.accept);
  const planner = new Planner(r.state.cache, r.schema, r.state.aggregates);
  const q = `${ident(table.schema)}.${ident(table.name)}`;
  const root = planner.root(table, q, q, ident(table.name), r.params.get('select'));
  planner.applyParams(root, r.params);
  if (root.limit === undefined || root.limit > r.state.maxRows)
    root.limit = Math.min(root.limit ?? Infinity, r.state.maxRows);
  const sqlGen = new ReadSql(r.state.cache);
  const source = sqlGen.select(root, root.from, root.where, true);
  const countSql = r.prefs.count ? sqlGen.select(root, root.from, root.where, false, true) : null;
  const kind: BodyKind = head ? 'none' : body;
  const sql = wrapResult(
    [`pgrst_source AS (${source})`],
    r.prefs.count === 'exact' || r.prefs.count === 'estimated' ? countSql : null,
    kind,
  );
  if (plan) return sendPlan(r, plan, sql, { readOnly: true });
  const row =
    r.prefs.count === 'planned' && countSql
      ? await inTransaction(r, true, async (tx) => {
          const res = (await tx.query<ResultRow>(sql)).rows[0];
          res.total = await countTotal(tx, countSql);
          return res;
        })
      : await readOnce<ResultRow>(r, sql);
  const offset = root.offset ?? 0;
  if (row.total !== null && offset > 0 && offset > row.total)
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${row.total} rows.`,
    );
  if ((body === 'object' || body === 'object-stripped') && row.page_total !== 1)
    throw new ApiError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${row.page_total} rows`,
    );
  const status = row.total !== null && row.page_total < row.total ? 206 : 200;
  const headers: Record<string, string> = {
    'Content-Type': body === 'json' ? JSON_TYPE : contentType,
    'Content-Range': contentRange(offset, row.page_total, row.total),
    'Content-Location': `/${name}${r.rawQuery ? `?${r.rawQuery}` : ''}`,
    ...preferenceApplied({ ...r.prefs, return: undefined }),
  };
  send(r.res, status, headers, head ? undefined : row.body);
}
