// The seeded base the policy-breakage check starts every gateway from (OpenOptions.seededBase): the dump's
// rows are there once (the seed does not run again) and a migration the dump lacks is applied on top. If
// the seed ran again, or the breakage were not applied, every breakage would look caught or none would.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { openDatabase } from '../../local/api/db';

const dir = mkdtempSync(join(tmpdir(), 'seeded-base-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('loads the migrated and seeded dump, applies only the missing migration, and seeds nothing again', async () => {
  const base = join(dir, 'base.tar');
  const source = await openDatabase({
    migrationsDir: 'supabase/migrations',
    seedFiles: ['supabase/seed.sql'],
  });
  const companies = (await source.db.query<{ n: number }>('select count(*)::int as n from public.companies'))
    .rows[0].n;
  writeFileSync(base, Buffer.from(await (await source.pglite!.dumpDataDir('none')).arrayBuffer()));
  await source.close();

  const migrations = join(dir, 'migrations');
  mkdirSync(migrations);
  for (const file of readdirSync('supabase/migrations').filter((f) => f.endsWith('.sql')))
    symlinkSync(resolve('supabase/migrations', file), join(migrations, file));
  writeFileSync(join(migrations, '99991231235959_extra.sql'), 'create table public.extra_marker (id int);');

  const db = await openDatabase({
    migrationsDir: migrations,
    seedFiles: ['supabase/seed.sql'],
    seededBase: base,
  });
  try {
    const count = async (sql: string) => (await db.db.query<{ n: number }>(sql)).rows[0].n;
    expect(await count('select count(*)::int as n from public.companies')).toBe(companies);
    expect(await count("select count(*)::int as n from pg_tables where tablename = 'extra_marker'")).toBe(1);
  } finally {
    await db.close();
  }
}, 120_000);
