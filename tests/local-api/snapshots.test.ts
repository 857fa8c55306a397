import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../local/api/db';
import { snapshotPath, snapshotPgliteVersion } from '../../local/api/snapshots';

// Snapshots of a migrated in-memory database (local/api/snapshots.ts) on a schema of this file's own, so
// no other test's snapshot is touched.
describe('database snapshots', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  async function schema(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'snapshot-schema-'));
    dirs.push(dir);
    await writeFile(
      join(dir, '0001_things.sql'),
      `create table public.things (id int primary key, tag text not null default '${dir}');`,
    );
    return dir;
  }

  const inputs = async (migrationsDir: string) => {
    const api = new URL('../../local/api/', import.meta.url).pathname;
    return { bootstrap: [join(api, 'bootstrap.sql'), join(api, 'storage/bootstrap.sql')], migrationsDir };
  };

  it('are keyed by the installed PGlite version', () => {
    expect(snapshotPgliteVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('one PGlite cannot start from is discarded and the database built from the migrations', async () => {
    const migrationsDir = await schema();
    const path = await snapshotPath(await inputs(migrationsDir));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, 'not a data directory');

    const logs: string[] = [];
    const db = await openDatabase({ migrationsDir, log: (m) => logs.push(m) });
    try {
      const { rows } = await db.db.query<{ n: number }>('select count(*)::int as n from public.things');
      expect(rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
    expect(logs.some((m) => m.startsWith('snapshot could not be loaded'))).toBe(true);
    // The broken file was replaced by a snapshot of the rebuilt database.
    expect(String(await readFile(path))).not.toBe('not a data directory');
  }, 120_000);
});
