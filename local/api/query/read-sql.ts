// SQL in PostgREST's shape (QueryBuilder.hs): the node's columns, then its embeds as LATERAL joins,
// so Postgres builds all the JSON and the gateway returns it as text, unparsed.
import type { SchemaCache } from '../schema-cache';
import type { EmbedNode, ReadNode } from './plan';
import type { FieldItem } from './select-parser';
import { fieldSql } from './conditions';
import { ident, outputName } from './sql';

const outputOf = (f: FieldItem) =>
  f.alias ?? (f.aggregate && f.name === '' ? 'count' : (f.aggregate ?? outputName(f.name, f.path)));

export type BodyKind = 'json' | 'object' | 'csv' | 'json-stripped' | 'object-stripped' | 'none';

export class ReadSql {
  constructor(private readonly cache: SchemaCache) {}

  /** The field's value expression, before aliasing (also the GROUP BY key next to aggregates). */
  private fieldExpr(node: ReadNode, f: FieldItem): string {
    if (f.aggregate && f.name === '') return 'pg_catalog.count(*)';
    let expr: string;
    if (!node.table.columnMap.has(f.name) && f.path.length === 0 && this.computed(node, f.name)) {
      expr = `${ident(node.table.schema)}.${ident(f.name)}(${node.rowRef})`;
    } else expr = fieldSql(node, f);
    if (f.cast) expr = `CAST(${expr} AS ${f.cast})`;
    if (f.aggregate) expr = `pg_catalog.${f.aggregate}(${expr})`;
    if (f.aggregateCast) expr = `CAST(${expr} AS ${f.aggregateCast})`;
    return expr;
  }

  private fieldSql(node: ReadNode, f: FieldItem): string {
    return `${this.fieldExpr(node, f)} AS ${ident(outputOf(f))}`;
  }

  private hasAggregates(node: ReadNode): boolean {
    return node.fields.some((f) => f.kind === 'field' && f.aggregate);
  }

  /**
   * With aggregates, the other selected columns and the embeds become the GROUP BY (PostgREST's rule:
   * embedded resources are grouped by too, a to-one spread's columns included).
   */
  private groupBy(node: ReadNode): string[] {
    if (!this.hasAggregates(node)) return [];
    const fields = node.fields.filter((f): f is FieldItem => f.kind === 'field');
    return [
      ...fields.filter((f) => !f.aggregate).map((f) => this.fieldExpr(node, f)),
      ...this.embedColumns(node, true).map(([expr]) => expr),
    ];
  }

  /**
   * `[expression, output name]` of every embed's output. When grouping, JSON values are compared as
   * jsonb (json has no equality), as PostgREST always builds them.
   */
  private embedColumns(node: ReadNode, grouping: boolean): [string, string][] {
    const cast = grouping ? '::jsonb' : '';
    const out: [string, string][] = [];
    for (const e of node.embeds) {
      // `rel()` selects nothing: the embed only filters, and PostgREST leaves it out of the output.
      if (e.item.items.length === 0) continue;
      if (e.item.spread) {
        for (const name of this.outputNames(e.node)) {
          const col = `${e.joinAlias}.${ident(name)}`;
          out.push([e.toOne ? col : `COALESCE(${col}, '[]')${cast}`, name]);
        }
      } else if (e.toOne) out.push([`${e.joinAlias}."pgrst_row"${cast}`, e.key]);
      else out.push([`COALESCE(${e.joinAlias}."pgrst_rows", '[]')${cast}`, e.key]);
    }
    return out;
  }

  private computed(node: ReadNode, name: string): boolean {
    const t = node.table;
    return (this.cache.functions.get(`${t.schema}.${name}`) ?? []).some(
      (fn) =>
        fn.args.length === 1 && (fn.args[0].type === t.name || fn.args[0].type === `${t.schema}.${t.name}`),
    );
  }

  /** Names a node produces, for spreads. */
  outputNames(node: ReadNode): string[] {
    const names: string[] = [];
    for (const f of node.fields) {
      if (f.kind === 'star') names.push(...node.table.columns.map((c) => c.name));
      else names.push(outputOf(f));
    }
    for (const e of node.embeds) {
      if (e.item.items.length) names.push(...(e.item.spread ? this.outputNames(e.node) : [e.key]));
    }
    return names;
  }

  columns(node: ReadNode): string[] {
    const cols = node.fields.map((f) => (f.kind === 'star' ? `${node.qualifier}.*` : this.fieldSql(node, f)));
    const grouping = this.hasAggregates(node);
    for (const [expr, name] of this.embedColumns(node, grouping)) cols.push(`${expr} AS ${ident(name)}`);
    return cols;
  }

  private joinCondition(parent: ReadNode, e: EmbedNode): { from: string; where: string[] } {
    const child = e.node;
    const r = e.rel;
    if (r.computed) {
      const call = `${ident(r.computed.schema)}.${ident(r.computed.name)}(${parent.rowRef})`;
      return { from: `${call} AS ${child.qualifier}`, where: [] };
    }
    if (!r.junction) {
      return {
        from: child.from,
        where: r.cols.map(([p, c]) => `${child.qualifier}.${ident(c)} = ${parent.qualifier}.${ident(p)}`),
      };
    }
    const jt = this.cache.tables.get(r.junction.table);
    const ja = ident(`${jt?.name}_${child.qualifier.replace(/"/g, '')}`);
    const from = `${child.from} JOIN ${ident(jt?.schema ?? '')}.${ident(jt?.name ?? '')} AS ${ja} ON ${r.junction.cols2
      .map(([j, c]) => `${ja}.${ident(j)} = ${child.qualifier}.${ident(c)}`)
      .join(' AND ')}`;
    return {
      from,
      where: r.junction.cols1.map(([j, p]) => `${ja}.${ident(j)} = ${parent.qualifier}.${ident(p)}`),
    };
  }

  lateral(parent: ReadNode, e: EmbedNode): string {
    const { from, where } = this.joinCondition(parent, e);
    const sub = this.select(e.node, from, [...where, ...e.node.where], true);
    const join = e.item.join === 'inner' ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';
    if (e.toOne)
      return `${join} (SELECT row_to_json(_j) AS "pgrst_row", _j.* FROM (${sub}) AS _j) AS ${e.joinAlias} ON TRUE`;
    const aggs = e.item.spread
      ? this.outputNames(e.node).map((n) => `json_agg(_j.${ident(n)}) AS ${ident(n)}`)
      : ['json_agg(_j) AS "pgrst_rows"'];
    const on =
      e.item.join === 'inner' ? (e.item.spread ? 'TRUE' : `${e.joinAlias}."pgrst_rows" IS NOT NULL`) : 'TRUE';
    return `${join} (SELECT ${aggs.join(', ')} FROM (${sub}) AS _j) AS ${e.joinAlias} ON ${on}`;
  }

  /** Conditions on the parent coming from embeds: `rel=is.null` and to-one `!inner` handled by the join. */
  embedWhere(node: ReadNode): string[] {
    const out: string[] = [];
    for (const e of node.embeds) {
      if (e.isNull === undefined) continue;
      const col = e.toOne ? `${e.joinAlias}."pgrst_row"` : `${e.joinAlias}."pgrst_rows"`;
      out.push(`${col} IS ${e.isNull ? '' : 'NOT '}NULL`);
    }
    return out;
  }

  select(node: ReadNode, from: string, where: string[], paginate: boolean, onlyFiltering = false): string {
    const embeds = onlyFiltering
      ? node.embeds.filter((e) => e.item.join === 'inner' || e.isNull !== undefined)
      : node.embeds;
    const cols = onlyFiltering ? ['1'] : this.columns(node);
    const conds = [...where, ...this.embedWhere(node)];
    let sql = `SELECT ${cols.join(', ')} FROM ${from}`;
    for (const e of embeds) sql += ` ${this.lateral(node, e)}`;
    if (conds.length) sql += ` WHERE ${conds.join(' AND ')}`;
    const group = onlyFiltering ? [] : this.groupBy(node);
    if (group.length) sql += ` GROUP BY ${group.join(', ')}`;
    if (paginate && node.order.length) sql += ` ORDER BY ${node.order.join(', ')}`;
    if (paginate && node.limit !== undefined) sql += ` LIMIT ${node.limit}`;
    if (paginate && node.offset !== undefined) sql += ` OFFSET ${node.offset}`;
    return sql;
  }
}

/** The outer statement: total (when counted), page size and the body built by Postgres as text. */
export function wrapResult(ctes: string[], countSql: string | null, body: BodyKind): string {
  const total = countSql ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)::int' : 'NULL::int';
  const all = countSql ? [...ctes, `pgrst_source_count AS (${countSql})`] : ctes;
  return `WITH ${all.join(', ')} SELECT ${total} AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${bodySql(body)} AS body FROM (SELECT * FROM pgrst_source) _postgrest_t`;
}

export function bodySql(body: BodyKind): string {
  switch (body) {
    case 'none':
      return "''";
    case 'object':
      return "coalesce(json_agg(_postgrest_t)->0, 'null')::text";
    case 'object-stripped':
      return "coalesce(json_strip_nulls(json_agg(_postgrest_t)->0), 'null')::text";
    case 'json-stripped':
      return "coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text";
    case 'csv':
      return (
        "(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM " +
        '(SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || chr(10) || ' +
        "coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')"
      );
    default:
      return "coalesce(json_agg(_postgrest_t), '[]')::text";
  }
}

/** Writes: the mutation CTE, then the same select layer over its RETURNING rows. */
export function wrapMutation(
  mutationCte: string,
  sourceSql: string,
  body: BodyKind,
  withInserted: boolean,
  location: string | null,
): string {
  const inserted = withInserted
    ? '(SELECT count(*) FROM pgrst_mut WHERE pgrst_inserted)::int'
    : '(SELECT count(*) FROM pgrst_mut)::int';
  const loc = location ? `(SELECT ${location} FROM pgrst_mut LIMIT 1)` : 'NULL::text';
  return (
    `WITH pgrst_mut AS (${mutationCte}), pgrst_source AS (${sourceSql}) ` +
    `SELECT NULL::int AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${bodySql(body)} AS body, ` +
    `(SELECT count(*) FROM pgrst_mut)::int AS affected, ${inserted} AS inserted, ${loc} AS location ` +
    'FROM (SELECT * FROM pgrst_source) _postgrest_t'
  );
}
