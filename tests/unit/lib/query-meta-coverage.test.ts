// Caches follow the data only if every query says which tables it reads and every mutation which tables
// it writes (src/lib/query/query-client.ts). This reads every source file with the TypeScript parser and
// checks each query and mutation definition, and that every table an api file touches is named by it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../../../src', import.meta.url));

/** The views of the public schema: a query names the tables behind a view, not the view. */
function viewNames(): Set<string> {
  const types = readFileSync(join(srcDir, 'types/database.ts'), 'utf8');
  const views = types.slice(types.indexOf('    Views: {'), types.indexOf('    Functions: {'));
  return new Set([...views.matchAll(/^ {6}(\w+): \{$/gm)].map((m) => m[1]));
}
const VIEWS = viewNames();

// scopedPageQuery (lib/query/paged-list.ts) takes a list's meta and hands it to queryOptions unchanged.
// The factories that take a table by name (a list's `from`, a row delete's `table`) touch it as
// supabase.from() would; a row delete writes that table and no other, so it names it by itself.
const TABLE_OPTIONS: Record<string, { key: string; writes: boolean }> = {
  scopedPageQuery: { key: 'from', writes: false },
  rowDeleteMutation: { key: 'table', writes: true },
};
const QUERY_CALLS = new Set([
  'queryOptions',
  'infiniteQueryOptions',
  'useQuery',
  'useSuspenseQuery',
  'scopedPageQuery',
]);
const MUTATION_CALLS = new Set(['useMutation', 'mutationOptions']);

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('types/'))
    .map((file) => join(srcDir, file));
}

function property(node: ts.ObjectLiteralExpression, name: string) {
  return node.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
}

/**
 * The string literals of `meta: { [key]: [...] }`, or null when the options do not name them. A factory's
 * `{ meta }` passed through from its caller is checked at the caller (its type requires the tables).
 */
function metaTables(options: ts.ObjectLiteralExpression, key: 'reads' | 'writes'): string[] | null {
  const passedThrough = options.properties.some(
    (p) => ts.isShorthandPropertyAssignment(p) && p.name.text === 'meta',
  );
  if (passedThrough) return [];
  const meta = property(options, 'meta');
  if (!meta || !ts.isObjectLiteralExpression(meta.initializer)) return null;
  const list = property(meta.initializer, key);
  if (!list) return null;
  let value = list.initializer;
  while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
  if (!ts.isArrayLiteralExpression(value)) return [];
  return value.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
}

const WRITE_METHODS = new Set(['insert', 'update', 'upsert', 'delete']);

/** Whether the builder chain that starts at this .from() call inserts, updates, upserts or deletes. */
function chainWrites(from: ts.CallExpression): boolean {
  let node: ts.Node = from;
  while (ts.isPropertyAccessExpression(node.parent) || ts.isCallExpression(node.parent)) {
    node = node.parent;
    if (ts.isPropertyAccessExpression(node) && WRITE_METHODS.has(node.name.text)) return true;
  }
  return false;
}

interface Definition {
  where: string;
  kind: 'query' | 'mutation';
  tables: string[] | null;
}

function definitionsIn(file: string) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const definitions: Definition[] = [];
  const read = new Set<string>();
  const written = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const options = node.arguments[0];
      const where = `${relative(srcDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      // useQuery(someQuery(...)) passes options made by queryOptions, which is checked where it is written.
      // { ...someQuery(), enabled } keeps the meta of the options it spreads.
      const spreadsOptions =
        options && ts.isObjectLiteralExpression(options) && options.properties.some(ts.isSpreadAssignment);
      if (
        options &&
        ts.isObjectLiteralExpression(options) &&
        !(spreadsOptions && !property(options, 'meta'))
      ) {
        if (QUERY_CALLS.has(name))
          definitions.push({ where, kind: 'query', tables: metaTables(options, 'reads') });
        if (MUTATION_CALLS.has(name))
          definitions.push({ where, kind: 'mutation', tables: metaTables(options, 'writes') });
      }
      const named = TABLE_OPTIONS[name];
      const option =
        named && options && ts.isObjectLiteralExpression(options) && property(options, named.key);
      if (option && ts.isStringLiteralLike(option.initializer) && !VIEWS.has(option.initializer.text)) {
        const { text } = option.initializer;
        (named.writes ? written : read).add(text);
        if (named.writes) definitions.push({ where, kind: 'mutation', tables: [text] });
      }
      const [table] = node.arguments;
      if (
        name === 'from' &&
        table &&
        ts.isStringLiteralLike(table) &&
        ts.isPropertyAccessExpression(callee)
      ) {
        const receiver = callee.expression.getText(source);
        // supabase.from('table'), not supabase.storage.from('bucket').
        if (!receiver.endsWith('storage') && !VIEWS.has(table.text)) {
          (chainWrites(node) ? written : read).add(table.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { definitions, read, written };
}

const files = sourceFiles().map((file) => ({ file: relative(srcDir, file), ...definitionsIn(file) }));
const definitions = files.flatMap((f) => f.definitions);

describe('query and mutation meta', () => {
  it('finds the definitions and views it checks', () => {
    expect(VIEWS.has('company_certificates')).toBe(true);
    expect(definitions.filter((d) => d.kind === 'query').length).toBeGreaterThan(40);
    expect(definitions.filter((d) => d.kind === 'mutation').length).toBeGreaterThan(30);
  });

  it('every query names the tables it reads', () => {
    const missing = definitions.filter((d) => d.kind === 'query' && d.tables === null).map((d) => d.where);
    expect(missing).toEqual([]);
  });

  it('every mutation names the tables it writes', () => {
    const missing = definitions.filter((d) => d.kind === 'mutation' && d.tables === null).map((d) => d.where);
    expect(missing).toEqual([]);
  });

  it('every table a file writes is named by its mutations, and every table it reads by its definitions', () => {
    const unnamed = files.flatMap(({ file, definitions: defs, read, written }) => {
      if (defs.length === 0) return [];
      const writes = new Set(defs.filter((d) => d.kind === 'mutation').flatMap((d) => d.tables ?? []));
      const named = new Set(defs.flatMap((d) => d.tables ?? []));
      const hasQueries = defs.some((d) => d.kind === 'query');
      return [
        ...[...written].filter((table) => !writes.has(table)).map((table) => `${file}: writes ${table}`),
        // A mutation that only reads (an export) leaves no cache stale; a query must name what it reads.
        ...(hasQueries ? [...read].filter((table) => !named.has(table)) : []).map(
          (table) => `${file}: reads ${table}`,
        ),
      ];
    });
    expect(unnamed).toEqual([]);
  });
});
