// Holds the generated src/types/database.ts to the real schema without a hand-kept column list: the
// TypeScript compiler reads the committed Database type, the catalogue of a PGlite with the migrations
// says what it must contain (columns, nullability, which Insert keys are optional, foreign keys,
// functions, composite types), and the two are compared. A hand edit of the file or a generator that
// misreads PGlite fails here; `scripts/gen-types.ts --check` (an npm test stage) catches a stale file,
// and the last test proves that stage can fail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { protocol, type PGlite } from '@electric-sql/pglite';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../local/api/db';

const TYPES_FILE = 'src/types/database.ts';

// How postgres-meta spells each PostgreSQL type the schema uses; a new type fails with its name.
const TS_TYPE: Record<string, string> = {
  bool: 'boolean',
  date: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  timestamptz: 'string',
  timestamp: 'string',
  uuid: 'string',
  varchar: 'string',
};
const tsTypeOf = (udt: string) => TS_TYPE[udt] ?? `unmapped PostgreSQL type ${udt}`;

type Field = { type: string; nullable: boolean; optional: boolean };
type Fields = Record<string, Field>;
type Relationship = {
  foreignKeyName: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
};

/** Reads the public schema of the committed Database type through the TypeScript compiler. */
function readDatabaseType() {
  const program = ts.createProgram([TYPES_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(TYPES_FILE)!)!;
  const database = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Database')!;

  const member = (type: ts.Type, name: string): ts.Type => {
    const symbol = type.getProperty(name);
    if (!symbol) throw new Error(`${checker.typeToString(type)} has no ${name}`);
    return checker.getTypeOfSymbol(symbol);
  };
  const names = (type: ts.Type) => type.getProperties().map((p) => p.name);
  const includesNull = (type: ts.Type) =>
    (type.isUnion() ? type.types : [type]).some((t) => (t.flags & ts.TypeFlags.Null) !== 0);
  const fields = (type: ts.Type): Fields =>
    Object.fromEntries(
      type.getProperties().map((p) => {
        const t = checker.getTypeOfSymbol(p);
        const field: Field = {
          // Json itself includes null, so its non-null form prints as NonNullable<Json>.
          type: checker.typeToString(checker.getNonNullableType(t)).replace(/^NonNullable<Json>$/, 'Json'),
          nullable: includesNull(t),
          optional: (p.flags & ts.SymbolFlags.Optional) !== 0,
        };
        return [p.name, field];
      }),
    );
  const literals = (tuple: ts.Type) =>
    checker.getTypeArguments(tuple as ts.TypeReference).map((t) => (t as ts.StringLiteralType).value);
  const relationship = (t: ts.Type): Relationship => ({
    foreignKeyName: (member(t, 'foreignKeyName') as ts.StringLiteralType).value,
    columns: literals(member(t, 'columns')),
    referencedRelation: (member(t, 'referencedRelation') as ts.StringLiteralType).value,
    referencedColumns: literals(member(t, 'referencedColumns')),
  });

  const schema = member(checker.getDeclaredTypeOfSymbol(database), 'public');
  const tablesType = member(schema, 'Tables');
  const tables = Object.fromEntries(
    names(tablesType).map((name) => {
      const table = member(tablesType, name);
      const relationships = checker.getTypeArguments(member(table, 'Relationships') as ts.TypeReference);
      return [
        name,
        {
          Row: fields(member(table, 'Row')),
          Insert: fields(member(table, 'Insert')),
          Update: fields(member(table, 'Update')),
          Relationships: relationships.map(relationship),
        },
      ];
    }),
  );
  const functionsType = member(schema, 'Functions');
  const functions = Object.fromEntries(
    names(functionsType).map((name) => [name, names(member(member(functionsType, name), 'Args')).sort()]),
  );
  const compositesType = member(schema, 'CompositeTypes');
  const composites = Object.fromEntries(
    names(compositesType).map((name) => [name, fields(member(compositesType, name))]),
  );
  return {
    tables,
    views: names(member(schema, 'Views')),
    enums: names(member(schema, 'Enums')),
    functions,
    composites,
  };
}

/** Every combination that takes one item from each list, in order. */
const cartesian = (lists: string[][]): string[][] =>
  lists.reduce<string[][]>((acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);

interface ViewColumn {
  name: string;
  /** The table column it shows unchanged (PostgreSQL's own record of a target's origin), or 0. */
  table: number;
  column: number;
}

/**
 * The table column behind each column of each public view, as PostgreSQL describes the view's query
 * (the same origin it stores in the view's rule, which is what PostgREST reads): asked through the wire
 * protocol's Describe, which reports a table oid and column number per result column.
 */
async function viewColumnOrigins(): Promise<Record<string, ViewColumn[]>> {
  const { rows } = await db.query<{ oid: number; relname: string; definition: string }>(
    `select oid::int, relname, pg_get_viewdef(oid) as definition
     from pg_class where relnamespace = 'public'::regnamespace and relkind in ('v', 'm')`,
  );
  const result: Record<string, ViewColumn[]> = {};
  const byOid = new Map<number, ViewColumn[]>();
  for (const { oid, relname, definition } of rows) {
    const { serialize } = protocol;
    const message = [
      serialize.parse({ text: definition }),
      serialize.describe({ type: 'S' }),
      serialize.sync(),
    ];
    const { messages } = await db.execProtocol(Buffer.concat(message));
    const description = messages.find(
      (m): m is InstanceType<typeof protocol.messages.RowDescriptionMessage> => m.name === 'rowDescription',
    );
    if (!description) throw new Error(`${relname}: no row description`);
    result[relname] = description.fields.map((f) => ({ name: f.name, table: f.tableID, column: f.columnID }));
    byOid.set(oid, result[relname]);
  }
  // A column of a view over another view comes from that view's column, and so on down to a table.
  const resolve = (c: ViewColumn, depth = 0): ViewColumn => {
    const inner = byOid.get(c.table)?.[c.column - 1];
    return inner && depth < 10 ? { ...resolve(inner, depth + 1), name: c.name } : c;
  };
  return Object.fromEntries(
    Object.entries(result).map(([view, cols]) => [view, cols.map((c) => resolve(c))]),
  );
}

let db: PGlite;
let generated: ReturnType<typeof readDatabaseType>;

beforeAll(async () => {
  db = (await openDatabase({ migrationsDir: 'supabase/migrations' })).pglite!;
  generated = readDatabaseType();
});

afterAll(async () => {
  await db?.close();
});

describe('src/types/database.ts matches the migrated schema', () => {
  it('has one entry per table, with every column typed, nullability and Insert/Update optionality included', async () => {
    const { rows } = await db.query<{
      table_name: string;
      column_name: string;
      udt_name: string;
      nullable: boolean;
      defaulted: boolean;
      identity_always: boolean;
    }>(
      `select c.table_name, c.column_name, c.udt_name, c.is_nullable = 'YES' as nullable,
              (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as defaulted,
              c.identity_generation = 'ALWAYS' as identity_always
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const expected: Record<string, { Row: Fields; Insert: Fields; Update: Fields }> = {};
    for (const c of rows) {
      const table = (expected[c.table_name] ??= { Row: {}, Insert: {}, Update: {} });
      const type = tsTypeOf(c.udt_name);
      table.Row[c.column_name] = { type, nullable: c.nullable, optional: false };
      // A GENERATED ALWAYS identity cannot be written: the generator types it `never` there.
      const writeType = c.identity_always ? 'never' : type;
      table.Insert[c.column_name] = {
        type: writeType,
        nullable: c.nullable,
        optional: c.nullable || c.defaulted,
      };
      table.Update[c.column_name] = { type: writeType, nullable: c.nullable, optional: true };
    }
    const actual = Object.fromEntries(
      Object.entries(generated.tables).map(([name, { Row, Insert, Update }]) => [
        name,
        { Row, Insert, Update },
      ]),
    );
    expect(Object.keys(actual).length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('lists every foreign key of each table under Relationships, also towards the views that expose its key', async () => {
    const { rows } = await db.query<
      { table_name: string; referencedOid: number; referencedNums: number[] } & Relationship
    >(
      `select cl.relname as table_name, con.conname as "foreignKeyName",
              array(select attname from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = con.conrelid and attnum = k.n order by k.i) as columns,
              ref.relname as "referencedRelation",
              array(select attname from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = con.confrelid and attnum = k.n order by k.i) as "referencedColumns",
              con.confrelid::int as "referencedOid", con.confkey::int[] as "referencedNums"
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_class ref on ref.oid = con.confrelid
       where con.contype = 'f' and con.connamespace = 'public'::regnamespace`,
    );
    const origins = await viewColumnOrigins();
    const expected: Record<string, Relationship[]> = Object.fromEntries(
      Object.keys(generated.tables).map((name) => [name, []]),
    );
    for (const { table_name, referencedOid, referencedNums, ...fk } of rows) {
      expected[table_name].push(fk);
      // PostgREST's rule, which the generator copies: a view that shows every referenced column of the key
      // (through any of its columns) is a target of the same foreign key, once per choice of view columns.
      for (const [view, columns] of Object.entries(origins)) {
        const choices = referencedNums.map((num) =>
          columns.filter((c) => c.table === referencedOid && c.column === num).map((c) => c.name),
        );
        for (const referencedColumns of cartesian(choices)) {
          expected[table_name].push({ ...fk, referencedRelation: view, referencedColumns });
        }
      }
    }
    const order = (r: Relationship) => `${r.foreignKeyName} ${r.referencedRelation} ${r.referencedColumns}`;
    const byKey = (a: Relationship, b: Relationship) => order(a).localeCompare(order(b));
    const actual = Object.fromEntries(
      Object.entries(generated.tables).map(([name, t]) => [name, [...t.Relationships].sort(byKey)]),
    );
    for (const list of Object.values(expected)) list.sort(byKey);
    expect(rows.length).toBeGreaterThan(0);
    // The schema has such a view (course_progress shows profiles.id), so the rule above is exercised.
    expect(
      Object.values(expected)
        .flat()
        .some((r) => r.referencedRelation === 'course_progress'),
    ).toBe(true);
    expect(actual).toEqual(expected);
  });

  it('has the public functions callable through rpc(), with their argument names', async () => {
    const { rows } = await db.query<{ proname: string; args: string[] }>(
      `select p.proname,
              array(select a.name from unnest(p.proargnames) with ordinality a(name, i)
                    where coalesce(p.proargmodes[a.i], 'i') in ('i', 'b', 'v') order by a.name) as args
       from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
    );
    expect(generated.functions).toEqual(Object.fromEntries(rows.map((r) => [r.proname, r.args])));
  });

  it('has the composite types with every attribute nullable, and the views and enums of the schema', async () => {
    const { rows } = await db.query<{ type_name: string; attname: string; udt_name: string }>(
      `select c.relname as type_name, a.attname, t.typname as udt_name
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'c'`,
    );
    const expected: Record<string, Fields> = {};
    for (const r of rows) {
      (expected[r.type_name] ??= {})[r.attname] = {
        type: tsTypeOf(r.udt_name),
        nullable: true,
        optional: false,
      };
    }
    expect(generated.composites).toEqual(expected);

    const views = await db.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('v', 'm')`,
    );
    const enums = await db.query<{ typname: string }>(
      `select typname from pg_type where typnamespace = 'public'::regnamespace and typtype = 'e'`,
    );
    expect(generated.views.sort()).toEqual(views.rows.map((r) => r.relname).sort());
    expect(generated.enums.sort()).toEqual(enums.rows.map((r) => r.typname).sort());
  });
});

it('the gen-types --check stage fails, naming the file and the difference, when the file is stale', () => {
  const dir = mkdtempSync(join(tmpdir(), 'database-type-'));
  try {
    const stale = join(dir, 'database.ts');
    // Drop one column from the committed file, as if a migration had added it and nobody regenerated.
    const committed = readFileSync(TYPES_FILE, 'utf8');
    const dropped = '          avatar_url: string | null;\n';
    expect(committed).toContain(dropped);
    writeFileSync(stale, committed.replace(dropped, ''));

    const run = spawnSync(
      'npx',
      ['--no-install', 'tsx', 'scripts/gen-types.ts', '--check', '--output', stale],
      {
        encoding: 'utf8',
        timeout: 110_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${stale} no coincide con supabase/migrations`);
    expect(run.stderr).toContain('+          avatar_url: string | null;');
    // --check never rewrites the file it checks.
    expect(readFileSync(stale, 'utf8')).toBe(committed.replace(dropped, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
