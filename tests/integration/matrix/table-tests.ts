// The table side of the permission matrix, generated from expectations.ts: every table x every kind of
// caller x select, insert, update, delete. Reads assert the exact ids; every refused update or delete is
// tried on a row the caller CAN read whenever it reads any, so the write policy is what refuses; allowed
// writes act on rows they create or restore what they change.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, DEMO, PROFILE, untyped, type IntegrationEnv } from '../helpers';
import {
  CALLERS,
  LMS_COURSE,
  READ_ONLY_VIEWS,
  TABLES,
  withoutGrant,
  type Caller,
  type CallerName,
  type Cell,
  type TableName,
} from './expectations';
import {
  RESTORED_COLUMNS,
  STAMPED_BY_DATABASE,
  UPDATE_COLUMN,
  WITHOUT_UPDATED_AT,
  anyKeyOf,
  isTarget,
  keyColumns,
  keyOf,
  loadLmsWorld,
  newRow,
  reads,
  updateValue,
  withId,
  MATRIX_TYPE,
  paymentFixtures,
  labFixtures,
  receiptFixtures,
  type LmsWorld,
  type MatrixRow,
} from './rows';

let env: IntegrationEnv;

/** Every row of the table as the service role sees it (no RLS), ground truth for each assertion. */
async function allRows(table: TableName): Promise<MatrixRow[]> {
  let query = untyped(env.service).from(table).select('*');
  for (const column of keyColumns(table)) query = query.order(column);
  const { data, error } = await query;
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as Record<string, unknown>[]).map((r) => withId(table, r));
}

async function rowById(table: TableName, id: string): Promise<MatrixRow | null> {
  const { data, error } = await untyped(env.service)
    .from(table)
    .select('*')
    .match(keyOf(table, id))
    .maybeSingle();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data ? withId(table, data as Record<string, unknown>) : null;
}

/** The published courses and every assignment: what the `assigned` rule is computed from. */
const lmsWorld = () => loadLmsWorld(env.service);

/** Selects the key columns of some rows, ordered as allRows orders them, as (synthetic) ids. */
/** Ids a filter on many rows asks for in one request: a longer URL passes Node's 16 kB header limit. */
const FILTER_CHUNK = 150;

interface IdsAnswer {
  error: { message: string } | null;
  ids: string[] | undefined;
}

async function idsAs(c: ReturnType<typeof clientOf>, table: TableName, only?: string[]): Promise<IdsAnswer> {
  if (only && only.length > FILTER_CHUNK) {
    // In chunks, the answers put back in the order of `only` (the rows' order, as the expectations are).
    const parts: IdsAnswer[] = [];
    for (let i = 0; i < only.length; i += FILTER_CHUNK) {
      parts.push(await idsAs(c, table, only.slice(i, i + FILTER_CHUNK)));
    }
    const failed = parts.find((part) => part.error !== null);
    if (failed) return failed;
    const found = new Set(parts.flatMap((part) => part.ids ?? []));
    return { error: null, ids: only.filter((id) => found.has(id)) };
  }
  let query = c.from(table).select(keyColumns(table).join(','));
  if (only && keyColumns(table).length > 1) query = query.or(anyKeyOf(table, only));
  else if (only) query = query.in(keyColumns(table)[0], only);
  for (const column of keyColumns(table)) query = query.order(column);
  const res = await query;
  const rows = (res.data ?? []) as unknown as Record<string, unknown>[];
  return { error: res.error, ids: res.data ? rows.map((r) => withId(table, r).id) : undefined };
}

const clientOf = (caller: Caller, withRole = true) =>
  untyped(caller.uid === null ? env.anon : env.as(caller.uid, { withRole }));

/**
 * Rows to try a write on: a target row the caller can read (else any target row) and, when the cell is
 * about the caller's own rows, one more row it reads outside them (a global document, feedback it sent).
 * A caller looking at another company's rows reads its own company's rows under a different cell.
 */
function writeTargets(
  table: TableName,
  caller: Caller,
  cell: Cell,
  rows: MatrixRow[],
  world: LmsWorld,
): MatrixRow[] {
  const targets = rows.filter((r) => isTarget(table, r, caller));
  const readable = (r: MatrixRow) => reads(cell.read, table, r, caller, world);
  const chosen = targets.find(readable) ?? targets[0];
  const ownCell = caller.company === null || caller.company === caller.target;
  const other = ownCell ? rows.find((r) => readable(r) && !isTarget(table, r, caller)) : undefined;
  expect(chosen, `${table}: no target row for the caller`).toBeDefined();
  return other ? [chosen, other] : [chosen];
}

async function insertFixture(table: TableName, caller: Caller): Promise<string> {
  const { data, error } = await untyped(env.service)
    .from(table)
    .insert(newRow(table, caller.target, caller))
    .select(keyColumns(table).join(','));
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  const id = withId(table, (data as unknown as Record<string, unknown>[])[0]).id;
  onTestFinished(async () => {
    await untyped(env.service).from(table).delete().match(keyOf(table, id));
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
    // The admin's insert is the fixture (the service role's delete is recorded as the service's).
    expect((await untyped(env.service).from('directory_entries').delete().eq('id', id)).error).toBeNull();
  }
  // Progress, an attempt and a certificate of each collaborator, so every "own" cell has a row to read and
  // to try refused writes on (the seed has only colaborador_a's completed induction).
  const service = untyped(env.service);
  const progress = await service.from('lesson_progress').insert({
    profile_id: PROFILE.colaborador,
    lesson_id: '32000000-0000-4000-8000-000000000001',
    course_id: LMS_COURSE.heights,
  });
  expect(progress.error).toBeNull();
  for (const profile of [PROFILE.colaborador, PROFILE.colaboradorA]) {
    const attempt = newRow('quiz_attempts', COMPANY.A, { ...CALLERS.collaboratorWithCompany, profile });
    expect((await service.from('quiz_attempts').insert({ ...attempt, attempt_number: 1 })).error).toBeNull();
  }
  const certificate = newRow('certificates', COMPANY.A, CALLERS.collaboratorWithoutCompany);
  expect((await service.from('certificates').insert(certificate)).error).toBeNull();
  // The seed lists no company for any type: a type listed for A and B (the rows clients read) and one the
  // insert and delete cells list; a visit of every profile, inactive ones included (the seed has none).
  const types = await service.from('document_types').insert(
    Object.values(MATRIX_TYPE).map((id, i) => ({
      id,
      code: `matriz_${i}_${process.pid}`,
      name: `Tipo de la matriz ${i}`,
      periodicity: 'on_change',
      applies_to_all: false,
    })),
  );
  expect(types.error).toBeNull();
  const listed = await service
    .from('document_type_companies')
    .insert(
      [COMPANY.A, COMPANY.B].map((company_id) => ({ document_type_id: MATRIX_TYPE.listed, company_id })),
    );
  expect(listed.error).toBeNull();
  const visits = await service.from('account_visits').insert(
    Object.values(PROFILE).map((profile_id, i) => ({
      profile_id,
      last_visit_at: new Date(Date.now() - i * 60_000).toISOString(),
    })),
  );
  expect(visits.error).toBeNull();
  // A notification and a preference of every profile but the admin (the seed's account notices aside),
  // and an e-mail: every "own" cell has a row, and the admin's refused writes meet someone else's.
  expect((await service.from('notifications').delete().eq('profile_id', PROFILE.admin)).error).toBeNull();
  const others = Object.values(PROFILE).filter((profile) => profile !== PROFILE.admin);
  const notices = await service.from('notifications').insert(
    others.map((profile_id) => ({
      profile_id,
      category: 'documents',
      event: 'document_published',
      title: 'Aviso de la matriz',
      link: '/dashboard/client?tab=repse',
    })),
  );
  expect(notices.error).toBeNull();
  const preferences = await service
    .from('notification_preferences')
    .insert(others.map((profile_id) => ({ profile_id, category: 'documents', channel: 'immediate' })));
  expect(preferences.error).toBeNull();
  const email = await service
    .from('notification_emails')
    .insert({ profile_id: PROFILE.clienteA, email: DEMO.clienteA.email, mode: 'daily', status: 'sent' });
  expect(email.error).toBeNull();
  await paymentFixtures(env.service);
  await labFixtures(env.service);
  await receiptFixtures(env.as(CALLERS.admin.uid));
}

/** A write refused for lack of any privilege: 42501 and no data. */
/**
 * A write refused for lack of any privilege: 42501 and no data; on a view that cannot be written (an
 * aggregate), Postgres refuses the statement before the privilege check: 55000.
 */
const deniedByGrant = (table: TableName, res: { error: { code?: string } | null; data: unknown }) =>
  expect({ code: res.error?.code, data: res.data }).toEqual({
    code: READ_ONLY_VIEWS.includes(table) ? '55000' : '42501',
    data: null,
  });

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
        const world = await lmsWorld();
        const expected = rows.filter((r) => reads(cell.read, table, r, caller, world)).map((r) => r.id);
        const c = clientOf(caller, withRole);
        expect(await idsAs(c, table)).toEqual({ error: null, ids: expected });
        // The same through a filter on the rows the cell is about (what a screen asks for).
        const targetIds = rows.filter((r) => isTarget(table, r, caller)).map((r) => r.id);
        const filtered = await idsAs(c, table, targetIds);
        expect(filtered.ids).toEqual(expected.filter((id) => targetIds.includes(id)));
      },
    );
  });
}

/** Insert, update and delete cells. */
export function tableWrites(use: IntegrationEnv): void {
  env = use;
  describe.each(cells)('$table as $who', ({ table, caller, cell }) => {
    it(`insert is ${cell.insert ? 'allowed' : 'refused'}`, async () => {
      expect(cell.insert && withoutGrant(table, 'insert')).toBeFalsy();
      const before = (await allRows(table)).length;
      const res = await clientOf(caller)
        .from(table)
        .insert(newRow(table, caller.target, caller))
        .select(keyColumns(table).join(','));
      if (cell.insert) {
        expect(res.error).toBeNull();
        const id = withId(table, (res.data as unknown as Record<string, unknown>[])[0]).id;
        onTestFinished(async () => {
          await untyped(env.service).from(table).delete().match(keyOf(table, id));
        });
        expect(await rowById(table, id)).not.toBeNull();
      } else {
        deniedByGrant(table, res);
        expect((await allRows(table)).length).toBe(before);
      }
    });

    it(`update is ${cell.update ? 'allowed, and updated_at is set by the database' : 'refused'}`, async () => {
      const column = UPDATE_COLUMN[table];
      const noGrant = withoutGrant(table, 'update');
      const stampsUpdatedAt = !WITHOUT_UPDATED_AT.includes(table);
      const c = clientOf(caller);
      const rows = await allRows(table);
      for (const target of writeTargets(table, caller, cell, rows, await lmsWorld())) {
        const value = updateValue(table);
        if (cell.update) {
          onTestFinished(async () => {
            const columns = RESTORED_COLUMNS[table] ?? [column];
            await untyped(env.service)
              .from(table)
              .update(Object.fromEntries(columns.map((col) => [col, target[col]])))
              .match(keyOf(table, target.id));
          });
        }
        const res = await c
          .from(table)
          // With the version it loaded (the stale-write check passes); the database stamps the new one.
          .update(stampsUpdatedAt ? { [column]: value, updated_at: target.updated_at } : { [column]: value })
          .match(keyOf(table, target.id))
          .select('*');
        if (noGrant) {
          deniedByGrant(table, res);
          expect(await rowById(table, target.id)).toEqual(target);
          continue;
        }
        expect(res.error).toBeNull();
        if (cell.update) {
          const row = (res.data as MatrixRow[])[0];
          expect(row).toMatchObject(keyOf(table, target.id));
          if (STAMPED_BY_DATABASE[table]) {
            expect(Date.now() - Date.parse(row[column] as string)).toBeLessThan(60_000);
          } else expect(row[column]).toEqual(value);
          if (stampsUpdatedAt) {
            expect(Date.parse(row.updated_at as string)).toBeGreaterThan(
              Date.parse(target.updated_at as string),
            );
            expect(Date.now() - Date.parse(row.updated_at as string)).toBeLessThan(60_000);
          }
        } else {
          expect(res.data).toEqual([]);
          expect(await rowById(table, target.id)).toEqual(target);
        }
      }
    });

    it(`delete is ${cell.delete ? 'allowed' : 'refused'}`, async () => {
      const c = clientOf(caller);
      if (cell.delete) {
        const id = await insertFixture(table, caller);
        const res = await c.from(table).delete().match(keyOf(table, id)).select(keyColumns(table).join(','));
        expect(res.error).toBeNull();
        expect((res.data as unknown as Record<string, unknown>[]).map((r) => withId(table, r).id)).toEqual([
          id,
        ]);
        expect(await rowById(table, id)).toBeNull();
        return;
      }
      const world = await lmsWorld();
      for (const target of writeTargets(table, caller, cell, await allRows(table), world)) {
        const res = await c.from(table).delete().match(keyOf(table, target.id)).select('*');
        if (withoutGrant(table, 'delete')) deniedByGrant(table, res);
        else expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [] });
        expect(await rowById(table, target.id)).toEqual(target);
      }
    });
  });
}
