// Opening PGlite: in memory or in a data directory; bootstrap, migrations and seed on first use.
// Applied migration file names live in `local_api.migrations` so files added later run on restart.
import { existsSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

const BOOTSTRAP = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
// Supabase Storage's schema (idempotent, so it also reaches data folders created before it existed).
const STORAGE_BOOTSTRAP = fileURLToPath(new URL('./storage/bootstrap.sql', import.meta.url));

export interface OpenOptions {
  dataDir?: string;
  fresh?: boolean;
  migrationsDir?: string;
  seedFiles?: string[];
  log?: (msg: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<PGlite> {
  const log = opts.log ?? (() => {});
  if (opts.dataDir && opts.fresh) await rm(opts.dataDir, { recursive: true, force: true });
  const isNew = !opts.dataDir || !existsSync(join(opts.dataDir, 'PG_VERSION'));
  // Extensions Supabase projects commonly create (`create extension ... with schema extensions`);
  // registering them costs nothing until a migration creates them.
  const extensions = { pgcrypto, uuid_ossp };
  const db = await PGlite.create({ ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), extensions });
  if (isNew) {
    await db.exec(await readFile(BOOTSTRAP, 'utf8'));
    await db.exec(
      'create schema if not exists local_api; create table if not exists local_api.migrations (name text primary key, applied_at timestamptz not null default now());',
    );
    log('bootstrap applied');
  }
  await db.exec(await readFile(STORAGE_BOOTSTRAP, 'utf8'));
  if (opts.migrationsDir) await applyMigrations(db, opts.migrationsDir, log);
  // Seeds describe the initial content, so they run once, on the database they created.
  if (isNew) {
    for (const file of opts.seedFiles ?? []) {
      await db.exec(await readFile(file, 'utf8'));
      log(`seed ${file} applied`);
    }
  }
  return db;
}

async function applyMigrations(db: PGlite, dir: string, log: (msg: string) => void): Promise<void> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const done = new Set(
    (await db.query<{ name: string }>('select name from local_api.migrations')).rows.map((r) => r.name),
  );
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_api.migrations(name) values ($1)', [file]);
    });
    log(`migration ${file} applied`);
  }
}
