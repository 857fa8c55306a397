// POST and GET/HEAD /rpc/<fn>: arguments from the body or the query string, result by return kind.
import { ApiError } from '../errors';
import { header, JSON_TYPE, readBody, readBodyBytes, send } from '../http';
import { Planner } from '../query/plan';
import { ReadSql, wrapResult, type BodyKind } from '../query/read-sql';
import { callSql, chooseFunction, type BodyMedia } from '../query/rpc-sql';
import { ident, literal } from '../query/sql';
import { RollbackWith } from '../request-tx';
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
import { countTotal } from './read';
import { invalidJson, parseJsonBody } from './write';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'and', 'or', 'columns', 'on_conflict']);

export async function handleRpc(r: RestRequest, name: string): Promise<void> {
  const get = r.method === 'GET' || r.method === 'HEAD';
  if (!get && r.method !== 'POST')
    throw new ApiError(405, 'PGRST101', `Cannot use the ${r.method} method on RPC`);
  const plan = requestedPlan(r);
  const { body, contentType } = plan
    ? { body: 'json' as BodyKind, contentType: JSON_TYPE }
    : negotiate(r.req.headers.accept);
  let keys: string[];
  let param: string;
  let media: BodyMedia | null = null;
  const argKeys = new Set<string>();
  if (get) {
    const fnArgs = new Set(
      (r.state.cache.functions.get(`${r.schema}.${name}`) ?? []).flatMap((f) =>
        f.args.filter((a) => 'ibv'.includes(a.mode)).map((a) => a.name),
      ),
    );
    const args: Record<string, string | string[]> = {};
    for (const [k, v] of r.params) {
      if (RESERVED.has(k) || !fnArgs.has(k)) continue;
      argKeys.add(k);
      const prev = args[k];
      args[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    keys = Object.keys(args);
    param = JSON.stringify(args);
  } else {
    media = bodyMedia(header(r.req, 'content-type'));
    if (media === 'json') {
      const raw = await readBody(r.req);
      const payload = raw.trim() === '' ? {} : parseJsonBody(raw);
      if (typeof payload !== 'object' || payload === null) throw invalidJson();
      keys = Array.isArray(payload) ? [] : Object.keys(payload);
      param = raw.trim() === '' ? '{}' : raw;
    } else {
      // text/plain, text/xml and octet-stream bodies only ever feed a single unnamed parameter.
      const bytes = await readBodyBytes(r.req);
      keys = [];
      param = media === 'bytea' ? `\\x${bytes.toString('hex')}` : bytes.toString('utf8');
    }
  }
  const chosen = chooseFunction(r.state.cache, r.schema, name, keys, media);
  const fn = chosen.fn;
  // Arguments go in as one quoted JSON literal, so a read-only call is a single statement (readOnce).
  const { call, from } = callSql(chosen, keys, literal(param));
  const strict = r.prefs.handling === 'strict' && r.prefs.maxAffected !== undefined;
  if (strict && !fn.setof)
    throw new ApiError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  const readOnly = get || fn.volatility !== 'v';
  const kind: BodyKind = r.method === 'HEAD' ? 'none' : body;
  let sql: string;
  let countSql: string | null = null;
  let offset = 0;
  if (fn.returnKind === 'composite') {
    const alias = ident(fn.name);
    const table: Table =
      fn.returnTable !== undefined
        ? (r.state.cache.tables.get(fn.returnTable) as Table)
        : {
            oid: -1,
            schema: fn.schema,
            name: fn.name,
            kind: 'view',
            columns: [],
            columnMap: new Map(),
            pk: [],
            uniques: [],
          };
    const fromItem = from ? `${from}, LATERAL ${call} AS ${alias}` : `${call} AS ${alias}`;
    const planner = new Planner(r.state.cache, r.schema, r.state.aggregates);
    const root = planner.root(table, alias, fromItem, alias, r.params.get('select'));
    planner.applyParams(root, r.params, argKeys);
    if (root.limit === undefined || root.limit > r.state.maxRows)
      root.limit = Math.min(root.limit ?? Infinity, r.state.maxRows);
    offset = root.offset ?? 0;
    const gen = new ReadSql(r.state.cache);
    const source = gen.select(root, root.from, root.where, true);
    countSql = r.prefs.count ? gen.select(root, root.from, root.where, false, true) : null;
    const bodyKind: BodyKind = !fn.setof && kind === 'json' ? 'object' : kind;
    sql = wrapResult([`pgrst_source AS (${source})`], countSql, bodyKind);
  } else if (fn.returnKind === 'void') {
    sql = `SELECT NULL::int AS total, 1 AS page_total, '' AS body FROM (SELECT ${call}${from ? ` FROM ${from}` : ''}) _`;
  } else if (fn.setof) {
    const source = `SELECT pgrst_scalar FROM ${from ? `${from}, LATERAL ` : ''}${call} AS pgrst_scalar`;
    const agg = kind === 'none' ? "''" : "coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text";
    sql = `WITH pgrst_source AS (${source}) SELECT ${r.prefs.count ? 'pg_catalog.count(*)::int' : 'NULL::int'} AS total, pg_catalog.count(*)::int AS page_total, ${agg} AS body FROM pgrst_source _postgrest_t`;
  } else {
    // One value is one row: with a count PostgREST answers `0-0/1`.
    sql = `SELECT ${r.prefs.count ? '1' : 'NULL::int'} AS total, 1 AS page_total, ${kind === 'none' ? "''" : 'to_json(pgrst_scalar)::text'} AS body FROM (SELECT ${call} AS pgrst_scalar${from ? ` FROM ${from}` : ''}) _`;
  }
  if (plan) return sendPlan(r, plan, sql, { readOnly });
  const check = (res: ResultRow) => {
    if (strict && res.page_total > (r.prefs.maxAffected as number))
      throw new ApiError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${res.page_total} rows`,
      );
    if ((body === 'object' || body === 'object-stripped') && fn.setof && res.page_total !== 1)
      throw new ApiError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${res.page_total} rows`,
      );
    return res;
  };
  const planned = r.prefs.count === 'planned' && countSql !== null;
  const row =
    readOnly && !planned
      ? check(await readOnce<ResultRow>(r, sql))
      : await inTransaction(r, readOnly, async (tx) => {
          const res = check((await tx.query<ResultRow>(sql)).rows[0]);
          if (planned) res.total = await countTotal(tx, countSql as string);
          return r.prefs.tx === 'rollback' ? new RollbackWith(res) : res;
        });
  if (fn.returnKind === 'void') return send(r.res, 204, preferenceApplied(r.prefs));
  const status = row.total !== null && row.page_total < row.total ? 206 : 200;
  send(
    r.res,
    status,
    {
      'Content-Type': body === 'json' ? JSON_TYPE : contentType,
      'Content-Range': contentRange(offset, row.page_total, row.total),
      ...preferenceApplied({ ...r.prefs, return: undefined }),
    },
    r.method === 'HEAD' ? undefined : row.body,
  );
}

function bodyMedia(contentType: string | undefined): BodyMedia {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'json';
}
