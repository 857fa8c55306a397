// SQL for one filter or logic tree on a node. Values become untyped literals (see sql.ts).
import type { Condition, Field, LogicTree, Operation } from './filter-parser';
import { arrayLiteral, ident, jsonPathSql, literal } from './sql';

const SIMPLE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
};
const FTS_FN: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS: Record<string, string> = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

export interface ColumnContext {
  qualifier: string;
  /** type name of a column, for fts on non-tsvector columns */
  columnType(name: string): string | undefined;
}

/** A column with its JSON path; array and composite columns go through to_jsonb first, as in PostgREST. */
export function fieldSql(ctx: ColumnContext, f: Field): string {
  const col = `${ctx.qualifier}.${ident(f.name)}`;
  if (f.path.length === 0) return col;
  const type = ctx.columnType(f.name);
  const isJson = type === undefined || type === 'json' || type === 'jsonb';
  return jsonPathSql(isJson ? col : `to_jsonb(${col})`, f.path);
}

export function operationSql(ctx: ColumnContext, field: Field, o: Operation): string {
  const col = fieldSql(ctx, field);
  let sql: string;
  const likeValue = (v: string) => (o.op === 'like' || o.op === 'ilike' ? v.replace(/\*/g, '%') : v);
  if (o.op === 'is') sql = `${col} IS ${IS[o.value.toLowerCase()]}`;
  else if (o.op === 'in') sql = `${col} = ANY (${arrayLiteral(o.list ?? [])})`;
  else if (o.op in FTS_FN) {
    const lang = o.lang !== undefined ? `${literal(o.lang)}, ` : '';
    const isVector = field.path.length === 0 && ctx.columnType(field.name) === 'tsvector';
    const vector = isVector ? col : `to_tsvector(${lang}${col})`;
    sql = `${vector} @@ ${FTS_FN[o.op]}(${lang}${literal(o.value)})`;
  } else if (o.quantifier)
    sql = `${col} ${SIMPLE[o.op]} ${o.quantifier.toUpperCase()}(${literal(likeValue(o.value))})`;
  else sql = `${col} ${SIMPLE[o.op]} ${literal(likeValue(o.value))}`;
  return o.negate ? `NOT (${sql})` : sql;
}

/** Logic trees; conditions with an embed path are resolved by `embedded` (returns null when unknown). */
export function logicSql(
  ctx: ColumnContext,
  t: LogicTree | Condition,
  embedded: (c: Condition) => string,
): string {
  if (t.kind === 'cond') return t.embedPath.length ? embedded(t) : operationSql(ctx, t.field, t.operation);
  const joined = t.children.map((c) => logicSql(ctx, c, embedded)).join(t.op === 'and' ? ' AND ' : ' OR ');
  const sql = `(${joined})`;
  return t.negate ? `NOT ${sql}` : sql;
}
