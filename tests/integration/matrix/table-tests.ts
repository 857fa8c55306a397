// The table side of the permission matrix, generated from expectations.ts: every table x every kind of
// caller x select, insert, update, delete. Reads assert the exact ids; every refused update or delete is
// tried on a row the caller CAN read whenever it reads any, so the write policy is what refuses; allowed
// writes act on rows they create or restore what they change.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, PROFILE, untyped, type IntegrationEnv } from '../helpers';
import {
  CALLERS,
  TABLES,
  WITHOUT_WRITE_GRANT,
  type Caller,
  type CallerName,
  type Cell,
  type TableName,
} from './expectations';
import { UPDATE_COLUMN, isTarget, newRow, reads, type MatrixRow } from './rows';

let env: IntegrationEnv;
const OLD_STAMP = '2000-01-01T00:00:00+00:00';

/** Every row of the table as the service role sees it (no RLS), ground truth for each assertion. */
async function allRows(table: TableName): Promise<MatrixRow[]> {
  const { data, error } = await untyped(env.service).from(table).select('*').order('id');
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as MatrixRow[];
}

async function rowById(table: TableName, id: string): Promise<MatrixRow | null> {
  const { data, error } = await untyped(env.service).from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as MatrixRow | null;
}

const clientOf = (caller: Caller, withRole = true) =>
  untyped(caller.uid === null ? env.anon : env.as(caller.uid, { withRole }));

/**
 * Rows to try a write on: a target row the caller can read (else any target row) and, when the cell is
 * about the caller's own rows, one more row it reads outside them (a global document, feedback it sent).
 * A caller looking at another company's rows reads its own company's rows under a different cell.
 */
function writeTargets(table: TableName, caller: Caller, cell: Cell, rows: MatrixRow[]): MatrixRow[] {
  const targets = rows.filter((r) => isTarget(table, r, caller));
  const readable = (r: MatrixRow) => reads(cell.read, table, r, caller);
  const chosen = targets.find(readable) ?? targets[0];
  const ownCell = caller.company === null || caller.company === caller.target;
  const other = ownCell ? rows.find((r) => readable(r) && !isTarget(table, r, caller)) : undefined;
  expect(chosen, `${table}: no target row for the caller`).toBeDefined();
  return other ? [chosen, other] : [chosen];
}

async function insertFixture(table: TableName, companyId: string): Promise<string> {
  const { data, error } = await untyped(env.service)
    .from(table)
    .insert(newRow(table, companyId))
    .select('id');
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  const id = (data as { id: string }[])[0].id;
  onTestFinished(async () => {
    await untyped(env.service).from(table).delete().eq('id', id);
  });
  return id;
}

/**
 * Feedback sent by callers the seed has none for, so their "own feedback" cells have a row to read; and
 * audit entries of companies A and B (the seed writes none), from real admin writes through the API.
 */
export async function tableFixtures(): Promise<void> {
  const { error } = await env.service.from('feedback').insert([
    { company_id: COMPANY.A, submitted_by: PROFILE.colaboradorA, rating: 4, comment: 'Matriz colaborador A' },
    { company_id: null, submitted_by: PROFILE.sinempresa, rating: 3, comment: 'Matriz sin empresa' },
    { company_id: COMPANY.B, submitted_by: PROFILE.inactivo, rating: 2, comment: 'Matriz inactivo' },
  ]);
  expect(error).toBeNull();
  const admin = untyped(env.as(CALLERS.admin.uid));
  for (const company of [COMPANY.A, COMPANY.B]) {
    const res = await admin
      .from('directory_entries')
      .insert(newRow('directory_entries', company))
      .select('id');
    expect(res.error).toBeNull();
    const id = (res.data as { id: string }[])[0].id;
    // The service role's delete leaves no audit entry: the admin's insert is the fixture.
    expect((await untyped(env.service).from('directory_entries').delete().eq('id', id)).error).toBeNull();
  }
}

/** A write refused for lack of any privilege: 42501 and no data. */
const deniedByGrant = (res: { error: { code?: string } | null; data: unknown }) =>
  expect({ code: res.error?.code, data: res.data }).toEqual({ code: '42501', data: null });

const cells = (Object.keys(TABLES) as TableName[]).flatMap((table) =>
  (Object.keys(CALLERS) as CallerName[]).map((who) => ({
    table,
    who,
    caller: CALLERS[who] as Caller,
    cell: TABLES[table][who] as Cell,
  })),
);

/** Select cells, with or without the role claim; `use` hands over the file's gateway. */
export function tableReads(use: IntegrationEnv, roleClaim: boolean[]): void {
  env = use;
  describe.each(cells)('$table as $who', ({ table, caller, cell }) => {
    it.each(roleClaim)(
      'select returns exactly the rows of its read rule (role claim: %s)',
      async (withRole) => {
        const rows = await allRows(table);
        const expected = rows.filter((r) => reads(cell.read, table, r, caller)).map((r) => r.id);
        const c = clientOf(caller, withRole);
        const res = await c.from(table).select('id').order('id');
        expect({ error: res.error, ids: res.data?.map((r) => r.id) }).toEqual({ error: null, ids: expected });
        // The same through a filter on the rows the cell is about (what a screen asks for).
        const targetIds = rows.filter((r) => isTarget(table, r, caller)).map((r) => r.id);
        const filtered = await c.from(table).select('id').in('id', targetIds).order('id');
        expect(filtered.data?.map((r) => r.id)).toEqual(expected.filter((id) => targetIds.includes(id)));
      },
    );
  });
}

/** Insert, update and delete cells. */
export function tableWrites(use: IntegrationEnv): void {
  env = use;
  describe.each(cells)('$table as $who', ({ table, caller, cell }) => {
    it(`insert is ${cell.insert ? 'allowed' : 'refused'}`, async () => {
      const before = (await allRows(table)).length;
      const res = await clientOf(caller).from(table).insert(newRow(table, caller.target)).select('id');
      if (cell.insert) {
        expect(res.error).toBeNull();
        const id = (res.data as { id: string }[])[0].id;
        onTestFinished(async () => {
          await untyped(env.service).from(table).delete().eq('id', id);
        });
        expect(await rowById(table, id)).not.toBeNull();
      } else {
        expect({ code: res.error?.code, data: res.data }).toEqual({ code: '42501', data: null });
        expect((await allRows(table)).length).toBe(before);
      }
    });

    it(`update is ${cell.update ? 'allowed, and updated_at is set by the database' : 'refused'}`, async () => {
      const column = UPDATE_COLUMN[table];
      const noGrant = WITHOUT_WRITE_GRANT.includes(table);
      const c = clientOf(caller);
      for (const target of writeTargets(table, caller, cell, await allRows(table))) {
        const value = `Matriz ${table} ${Date.now()}`;
        if (cell.update) {
          onTestFinished(async () => {
            await untyped(env.service)
              .from(table)
              .update({ [column]: target[column] })
              .eq('id', target.id);
          });
        }
        const res = await c
          .from(table)
          .update(noGrant ? { [column]: value } : { [column]: value, updated_at: OLD_STAMP })
          .eq('id', target.id)
          .select('*');
        if (noGrant) {
          deniedByGrant(res);
          expect(await rowById(table, target.id)).toEqual(target);
          continue;
        }
        expect(res.error).toBeNull();
        if (cell.update) {
          const row = (res.data as MatrixRow[])[0];
          expect(row).toMatchObject({ id: target.id, [column]: value });
          expect(Date.now() - Date.parse(row.updated_at as string)).toBeLessThan(60_000);
        } else {
          expect(res.data).toEqual([]);
          expect(await rowById(table, target.id)).toEqual(target);
        }
      }
    });

    it(`delete is ${cell.delete ? 'allowed' : 'refused'}`, async () => {
      const c = clientOf(caller);
      if (cell.delete) {
        const id = await insertFixture(table, caller.target);
        const res = await c.from(table).delete().eq('id', id).select('id');
        expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [{ id }] });
        expect(await rowById(table, id)).toBeNull();
        return;
      }
      for (const target of writeTargets(table, caller, cell, await allRows(table))) {
        const res = await c.from(table).delete().eq('id', target.id).select('id');
        if (WITHOUT_WRITE_GRANT.includes(table)) deniedByGrant(res);
        else expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [] });
        expect(await rowById(table, target.id)).toEqual(target);
      }
    });
  });
}
