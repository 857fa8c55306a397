// Schema cache by introspection of the catalogs (PostgREST's SchemaCache.hs, simplified):
// relations, columns, keys, foreign keys and functions. Loaded at start and after DDL, never per request.
import type { Queryable } from './backend';

import { buildRelationships, type Relationship } from './relationships';

export interface Column {
  name: string;
  type: string;
  /** pg_type.typcategory / typtype, e.g. 'S' string, 'N' numeric, 'U' user; used for fts and casts. */
  baseType: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
}

export interface Table {
  oid: number;
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  columnMap: Map<string, Column>;
  pk: string[];
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  from: number;
  fromCols: string[];
  to: number;
  toCols: string[];
}

export interface FuncArg {
  name: string;
  type: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  hasDefault: boolean;
}

export interface Func {
  schema: string;
  name: string;
  args: FuncArg[];
  volatility: 'i' | 's' | 'v';
  setof: boolean;
  returnType: string;
  /** scalar, composite (incl. table rows and OUT/TABLE records) or void */
  returnKind: 'scalar' | 'composite' | 'void';
  /** table oid when the function returns rows of a table/view: embeds then work on the result */
  returnTable?: number;
  rowsOne: boolean;
}

export interface SchemaCache {
  schemas: string[];
  tables: Map<number, Table>;
  byName: Map<string, Table>;
  functions: Map<string, Func[]>;
  relationships: Relationship[];
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

const TABLES_SQL = `
select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r','v','m','f','p') and n.nspname not in ('pg_catalog','information_schema','pg_toast')`;

const COLUMNS_SQL = `
select a.attrelid::int as rel, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
  coalesce(bt.typname, t.typname) as base, not a.attnotnull as nullable,
  -- The default PostgREST's schema cache reads (missing=default): a domain's, an identity column's
  -- sequence, none for generated columns.
  case
    when t.typbasetype <> 0 and d.adbin is null then pg_get_expr(t.typdefaultbin, 0)
    when a.attidentity = 'd' then format('nextval(%L)',
      pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
    when a.attgenerated = 's' then null
    else pg_get_expr(d.adbin, d.adrelid)
  end as def, a.attgenerated <> '' as generated
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where a.attnum > 0 and not a.attisdropped and c.relkind in ('r','v','m','f','p')
  and n.nspname not in ('pg_catalog','information_schema','pg_toast')
order by a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype as type, con.conrelid::int as rel, con.confrelid::int as frel,
  (select array_agg(a.attname::text order by k.i) from unnest(con.conkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as cols,
  (select array_agg(a.attname::text order by k.i) from unnest(con.confkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as fcols
from pg_constraint con join pg_namespace n on n.oid = con.connamespace
where con.contype in ('p','u','f') and n.nspname not in ('pg_catalog','information_schema')`;

// Views: which base column each view column comes from, read from the rewrite rule's target list.
const VIEWS_SQL = `
select r.ev_class::int as view, r.ev_action::text as action
from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('v','m') and r.rulename = '_RETURN' and n.nspname not in ('pg_catalog','information_schema')`;

const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile as vol, p.proretset as setof,
  format_type(p.prorettype, null) as rettype, rt.typtype as rettyptype, rt.typrelid::int as retrel,
  p.pronargdefaults as ndefaults, p.prorows as prorows,
  coalesce((select json_agg(json_build_object(
      'name', coalesce(p.proargnames[i], ''),
      'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
      'mode', coalesce(p.proargmodes[i], 'i')) order by i)
    from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i), '[]') as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
where n.nspname = any($1::text[]) and p.prokind = 'f'`;

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const tables = new Map<number, Table>();
  const byName = new Map<string, Table>();
  for (const r of (await db.query<{ oid: number; schema: string; name: string; kind: string }>(TABLES_SQL))
    .rows) {
    const t: Table = {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      kind: 'rpf'.includes(r.kind) ? 'table' : 'view',
      columns: [],
      columnMap: new Map(),
      pk: [],
      uniques: [],
    };
    tables.set(t.oid, t);
    byName.set(qualified(t.schema, t.name), t);
  }
  type ColRow = {
    rel: number;
    name: string;
    type: string;
    base: string;
    nullable: boolean;
    def: string | null;
    generated: boolean;
  };
  for (const r of (await db.query<ColRow>(COLUMNS_SQL)).rows) {
    const t = tables.get(r.rel);
    if (!t) continue;
    const col: Column = {
      name: r.name,
      type: r.type,
      baseType: r.base,
      nullable: r.nullable,
      default: r.def,
      generated: r.generated,
    };
    t.columns.push(col);
    t.columnMap.set(col.name, col);
  }
  const fks: ForeignKey[] = [];
  type ConRow = {
    name: string;
    type: string;
    rel: number;
    frel: number;
    cols: string[];
    fcols: string[] | null;
  };
  for (const r of (await db.query<ConRow>(CONSTRAINTS_SQL)).rows) {
    const t = tables.get(r.rel);
    if (!t) continue;
    if (r.type === 'p') t.pk = r.cols;
    else if (r.type === 'u') t.uniques.push(r.cols);
    else if (tables.has(r.frel))
      fks.push({ name: r.name, from: r.rel, fromCols: r.cols, to: r.frel, toCols: r.fcols ?? [] });
  }
  const viewSources = new Map<number, Map<string, { rel: number; col: string }>>();
  for (const r of (await db.query<{ view: number; action: string }>(VIEWS_SQL)).rows) {
    viewSources.set(r.view, parseViewColumns(r.action, tables));
  }
  const functions = await loadFunctions(db, schemas, byName);
  const relationships = [
    ...buildRelationships(tables, fks, viewSources),
    ...computedRelationships(functions, byName),
  ];
  return { schemas, tables, byName, functions, relationships };
}

/** Functions `fn(t) returns [setof] u` of tables t and u embed like relationships named `fn`. */
function computedRelationships(functions: Map<string, Func[]>, byName: Map<string, Table>): Relationship[] {
  const out: Relationship[] = [];
  for (const f of [...functions.values()].flat()) {
    const inputs = f.args.filter((a) => 'ibv'.includes(a.mode));
    if (inputs.length !== 1 || f.returnTable === undefined) continue;
    const argType = inputs[0].type;
    const from =
      byName.get(argType.includes('.') ? argType : `public.${argType}`) ??
      byName.get(`${f.schema}.${argType}`);
    if (!from) continue;
    out.push({
      cardinality: f.setof && !f.rowsOne ? 'one-to-many' : 'many-to-one',
      from: from.oid,
      to: f.returnTable,
      constraint: f.name,
      cols: [],
      computed: { schema: f.schema, name: f.name },
    });
  }
  return out;
}

/** Maps view column -> base table column from the `_RETURN` rule's target entries. */
function parseViewColumns(
  action: string,
  tables: Map<number, Table>,
): Map<string, { rel: number; col: string }> {
  const out = new Map<string, { rel: number; col: string }>();
  const re = /:resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;
  for (const m of action.matchAll(re)) {
    const base = tables.get(Number(m[2]));
    const col = base?.columns[Number(m[3]) - 1];
    // The outermost target list comes last, so later entries win.
    if (base && col) out.set(m[1], { rel: base.oid, col: col.name });
  }
  return out;
}

type FuncRow = {
  schema: string;
  name: string;
  vol: 'i' | 's' | 'v';
  setof: boolean;
  rettype: string;
  rettyptype: string;
  retrel: number;
  ndefaults: number;
  prorows: number;
  args: { name: string; type: string; mode: FuncArg['mode'] }[];
};

async function loadFunctions(
  db: Queryable,
  schemas: string[],
  byName: Map<string, Table>,
): Promise<Map<string, Func[]>> {
  const out = new Map<string, Func[]>();
  const tablesByOid = new Map([...byName.values()].map((t) => [t.oid, t]));
  for (const r of (await db.query<FuncRow>(FUNCTIONS_SQL, [schemas])).rows) {
    const inputs = r.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstDefault = inputs.length - r.ndefaults;
    const args: FuncArg[] = r.args.map((a) => ({ ...a, hasDefault: inputs.indexOf(a) >= firstDefault }));
    const hasOut = r.args.some((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const returnKind =
      r.rettype === 'void'
        ? 'void'
        : r.rettyptype === 'c' || (r.rettype === 'record' && hasOut)
          ? 'composite'
          : 'scalar';
    const f: Func = {
      schema: r.schema,
      name: r.name,
      args,
      volatility: r.vol,
      setof: r.setof,
      returnType: r.rettype,
      returnKind,
      returnTable: r.retrel && tablesByOid.has(r.retrel) ? r.retrel : undefined,
      rowsOne: r.setof && r.prorows === 1,
    };
    const key = qualified(r.schema, r.name);
    out.set(key, [...(out.get(key) ?? []), f]);
  }
  return out;
}
