// Optimistic concurrency in the database: an update that carries the updated_at it loaded passes while
// that is still the stored version and is refused (409, PT409, Spanish message) once someone else saved
// meanwhile; an update without a version (server code, bulk moves) keeps working. Creates with an id made
// by the client are idempotent: the same insert sent twice leaves one row.
import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, untyped, usePortalGateway } from './helpers';

const env = usePortalGateway();

/** Every table whose rows carry updated_at. */
const VERSIONED = [
  'companies',
  'profiles',
  'directory_entries',
  'laboratory_requests',
  'documents',
  'invoices',
  'indicators',
  'feedback',
  'document_types',
  'courses',
  'course_modules',
  'lessons',
  'quizzes',
  'quiz_questions',
  'quiz_options',
  'course_assignments',
  'lesson_progress',
] as const;

type VersionedTable = (typeof VERSIONED)[number];

const STALE_MESSAGE = 'Alguien más cambió este registro mientras lo editabas.';

/** The key columns of a row (lesson_progress has a composite key). */
const keyOf = (table: VersionedTable) => (table === 'lesson_progress' ? ['profile_id', 'lesson_id'] : ['id']);

type Key = Record<string, string>;

async function someRow(table: VersionedTable) {
  const keys = keyOf(table);
  const { data, error } = await untyped(env.service)
    .from(table)
    .select([...keys, 'updated_at'].join(', '))
    .order(keys[0])
    .limit(1)
    .single<Key & { updated_at: string }>();
  expect(error).toBeNull();
  const { updated_at: version, ...key } = data!;
  return { key: key as Key, version };
}

async function versionOf(table: VersionedTable, key: Key) {
  const { data, error } = await untyped(env.service)
    .from(table)
    .select('updated_at')
    .match(key)
    .single<{ updated_at: string }>();
  expect(error).toBeNull();
  return data!.updated_at;
}

describe('a stale write is refused', () => {
  it.each(VERSIONED)('%s', async (table) => {
    const db = untyped(env.service);
    const row = await someRow(table);

    const fresh = await db.from(table).update({ updated_at: row.version }).match(row.key);
    expect(fresh.error).toBeNull();
    const saved = await versionOf(table, row.key);
    expect(new Date(saved).getTime()).toBeGreaterThanOrEqual(new Date(row.version).getTime());
    expect(saved).not.toBe(row.version);

    const stale = await db.from(table).update({ updated_at: row.version }).match(row.key);
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', message: STALE_MESSAGE });
    expect(await versionOf(table, row.key)).toBe(saved);
  });

  it('two admins editing the same company: the second save is refused and changes nothing', async () => {
    const first = env.as(DEMO.admin.uid);
    const second = env.as(DEMO.admin.uid);
    const { data: loaded } = await first
      .from('companies')
      .select('id, name, updated_at')
      .eq('id', COMPANY.C)
      .single();
    const version = loaded!.updated_at;

    const a = await first
      .from('companies')
      .update({ name: 'Empresa C (primera)', updated_at: version })
      .eq('id', COMPANY.C);
    expect(a.error).toBeNull();
    const b = await second
      .from('companies')
      .update({ name: 'Empresa C (segunda)', updated_at: version })
      .eq('id', COMPANY.C);
    expect(b.status).toBe(409);
    expect(b.error?.code).toBe('PT409');

    const { data: stored } = await env.service
      .from('companies')
      .select('name, updated_at')
      .eq('id', COMPANY.C)
      .single();
    expect(stored!.name).toBe('Empresa C (primera)');

    // Overwriting on purpose: the second editor sends the version it now knows.
    const c = await second
      .from('companies')
      .update({ name: 'Empresa C (segunda)', updated_at: stored!.updated_at })
      .eq('id', COMPANY.C);
    expect(c.error).toBeNull();
    const { data: after } = await env.service.from('companies').select('name').eq('id', COMPANY.C).single();
    expect(after!.name).toBe('Empresa C (segunda)');
    // Server code that sends no version keeps working.
    const server = await env.service.from('companies').update({ name: loaded!.name }).eq('id', COMPANY.C);
    expect(server.error).toBeNull();
  });
});

describe('a retried create with the same id leaves one row', () => {
  const rows = (id: string): [string, Record<string, unknown>][] => [
    ['companies', { id, name: `Reintento ${id}` }],
    ['directory_entries', { id, company_id: COMPANY.A, employee_name: 'Contacto reintentado' }],
    ['laboratory_requests', { id, company_id: COMPANY.A, request_type: 'Examen reintentado' }],
    [
      'invoices',
      { id, company_id: COMPANY.A, invoice_number: `R-${id}`, issue_date: '2026-01-15', amount: 10 },
    ],
    [
      'courses',
      {
        id,
        title: 'Curso reintentado',
        estimated_hours: 2,
        thematic_area: '1000',
        instructor_name: 'Agente',
      },
    ],
  ];

  it.each(rows('').map(([table]) => table))('%s', async (table) => {
    const admin = untyped(env.as(DEMO.admin.uid));
    const id = crypto.randomUUID();
    const row = rows(id).find(([t]) => t === table)![1];
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await admin
        .from(table)
        .upsert(row, { onConflict: 'id', ignoreDuplicates: true, defaultToNull: false });
      expect(error).toBeNull();
    }
    const { count } = await untyped(env.service)
      .from(table)
      .select('id', { count: 'exact', head: true })
      .eq('id', id);
    expect(count).toBe(1);
  });

  it('feedback sent twice by a client (who may not read it back) is one row', async () => {
    const client = env.as(DEMO.clienteA.uid, { email: DEMO.clienteA.email });
    const id = crypto.randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await client
        .from('feedback')
        .upsert(
          { id, company_id: COMPANY.A, rating: 4, comment: 'Reintento' },
          { onConflict: 'id', ignoreDuplicates: true, defaultToNull: false },
        );
      expect(error).toBeNull();
    }
    const { count } = await env.service
      .from('feedback')
      .select('id', { count: 'exact', head: true })
      .eq('id', id);
    expect(count).toBe(1);
  });

  it('another unique clash of a new row is still refused', async () => {
    const admin = env.as(DEMO.admin.uid);
    const { data: taken } = await admin.from('companies').select('name').eq('id', COMPANY.A).single();
    const { error } = await admin
      .from('companies')
      .upsert(
        { id: crypto.randomUUID(), name: taken!.name },
        { onConflict: 'id', ignoreDuplicates: true, defaultToNull: false },
      );
    expect(error?.code).toBe('23505');
  });
});
