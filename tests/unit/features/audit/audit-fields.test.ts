// Every column of every audited table has a Spanish name: the generated row types of
// src/types/database.ts are read with the TypeScript parser, so a column added by a migration (and
// `npm run gen:types`) fails here until audit-fields.ts names it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { AUDITED_FIELDS, fieldOf } from '@/features/audit/utils/audit-fields';
import { AUDITED_TABLES } from '@/lib/query/tables';

/** Member names of a type literal, by the path of property names under `Database`. */
function members(node: ts.Node | undefined, path: readonly string[]): ts.TypeLiteralNode | undefined {
  let current = node;
  for (const name of path) {
    if (!current || !ts.isTypeLiteralNode(current)) return undefined;
    const member = current.members.find(
      (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText() === name,
    );
    current = member?.type;
  }
  return current && ts.isTypeLiteralNode(current) ? current : undefined;
}

function generatedColumns(): Map<string, string[]> {
  const path = resolve(__dirname, '../../../../src/types/database.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  let database: ts.TypeLiteralNode | undefined;
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'Database' && ts.isTypeLiteralNode(node.type)) {
      database = node.type;
    }
  });
  const tables = members(database, ['public', 'Tables']);
  const out = new Map<string, string[]>();
  for (const table of tables?.members ?? []) {
    if (!ts.isPropertySignature(table)) continue;
    const row = members(table.type, ['Row']);
    out.set(
      table.name.getText(),
      (row?.members ?? []).flatMap((m) => (ts.isPropertySignature(m) ? [m.name.getText()] : [])),
    );
  }
  return out;
}

const columns = generatedColumns();
const labelled = AUDITED_FIELDS as unknown as Record<string, Record<string, unknown> | undefined>;

describe('audit field names', () => {
  it('reads the generated tables (the walk itself works)', () => {
    expect(columns.get('invoices')).toEqual(expect.arrayContaining(['invoice_number', 'amount', 'status']));
    expect(columns.size).toBeGreaterThan(AUDITED_TABLES.size);
  });

  it.each([...AUDITED_TABLES])('names every column of %s in Spanish', (table) => {
    const generated = columns.get(table);
    expect(generated, `${table} is not in src/types/database.ts`).toBeDefined();
    const missing = (generated ?? []).filter((column) => !labelled[table]?.[column]);
    expect(missing, `columns of ${table} without a Spanish name in audit-fields.ts`).toEqual([]);
    for (const column of generated ?? []) {
      // A Spanish name, never the column's code.
      const { label } = fieldOf(`public.${table}`, column);
      expect(label).not.toMatch(/_/);
      expect(label).not.toBe(column);
    }
  });

  it('names no column the generated types do not have', () => {
    for (const [table, fields] of Object.entries(labelled)) {
      expect(
        Object.keys(fields ?? {}).filter((c) => !columns.get(table)?.includes(c)),
        table,
      ).toEqual([]);
    }
  });
});
