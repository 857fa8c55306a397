// Opening the database: PGlite in memory or in a data directory, or a PostgreSQL server (`databaseUrl`);
// bootstrap, migrations and seeds on first use. Applied migration file names live in
// `local_api.migrations` so files added later run on restart.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import pg from 'pg';

import type { Backend, Database } from './backend';
import { pgBackend } from './backend-pg';
import { pgliteBackend } from './backend-pglite';
import { discardSnapshot, findSnapshot, saveSnapshot, snapshotsEnabled, type Snapshot } from './snapshots';

const BOOTSTRAP = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
// Supabase Storage's schema (idempotent, so it also reaches data folders created before it existed).
const STORAGE_BOOTSTRAP = fileURLToPath(new URL('./storage/bootstrap.sql', import.meta.url));

export interface OpenOptions {
  dataDir?: string;
  /** `postgres://…`: a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** With `databaseUrl`: create a database of its own on that server, dropped on close (tests). */
  ephemeralDatabase?: boolean;
  poolSize?: number;
  fresh?: boolean;
  migrationsDir?: string;
  seedFiles?: string[];
  /**
   * A PGlite data dump (file path) of a database already migrated and seeded, loaded instead of building
   * one: only the migrations it lacks are applied, and the seeds do not run again. The policy-breakage
   * check makes one per run and starts every gateway of every breakage from it.
   */
  seededBase?: string;
  log?: (msg: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Backend> {
  const log = opts.log ?? (() => {});
  let backend: Backend;
  let isNew: boolean;
  if (opts.databaseUrl) {
    backend = await openPostgres(opts.databaseUrl, opts, log);
    const { rows } = await backend.db.query<{ n: boolean }>(
      "select to_regclass('local_api.migrations') is null as n",
    );
    isNew = rows[0].n;
  } else {
    if (opts.dataDir && opts.fresh) await rm(opts.dataDir, { recursive: true, force: true });
    isNew = !opts.dataDir || !existsSync(join(opts.dataDir, 'PG_VERSION'));
    // Extensions Supabase projects commonly create (`create extension ... with schema extensions`);
    // registering them costs nothing until a migration creates them.
    const extensions = { pgcrypto, uuid_ossp };
    // An in-memory database starts from a snapshot of the same bootstrap and migrations when one exists
    // (tests start dozens of gateways on the same schema); the seeds still run on it.
    if (opts.seededBase && !opts.dataDir) {
      backend = pgliteBackend(
        await PGlite.create({ loadDataDir: new Blob([await readFile(opts.seededBase)]), extensions }),
      );
      log(`seeded base ${opts.seededBase} loaded`);
      return finish(backend, () => prepare(backend.db, { bootstrap: false, seed: false }, opts, log));
    }
    const snapshot = useSnapshots(opts) ? await findSnapshot(snapshotInputs(opts)) : null;
    const loaded = snapshot ? await loadSnapshot(snapshot, extensions, log) : null;
    if (snapshot && loaded) {
      const partial = snapshot.migrations < snapshot.total;
      return finish(loaded, () =>
        prepare(loaded.db, { bootstrap: false, seed: true }, opts, log, async () => {
          if (partial && loaded.pglite) await saveSnapshot(snapshotInputs(opts), loaded.pglite);
        }),
      );
    }
    backend = pgliteBackend(
      await PGlite.create({ ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), extensions }),
    );
  }
  return finish(backend, () =>
    prepare(backend.db, { bootstrap: isNew, seed: isNew }, opts, log, async () => {
      if (!opts.databaseUrl && useSnapshots(opts) && backend.pglite) {
        await saveSnapshot(snapshotInputs(opts), backend.pglite);
      }
    }),
  );
}

/**
 * A PGlite database started from a snapshot, or null when PGlite cannot start from it (its WebAssembly
 * aborts) or the database inside is not the one its key names: that snapshot is discarded, and the caller
 * builds the database from the migrations as if there were none.
 */
async function loadSnapshot(
  snapshot: Snapshot,
  extensions: Extensions,
  log: (msg: string) => void,
): Promise<Backend | null> {
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create({ loadDataDir: snapshot.data, extensions });
    const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from local_api.migrations');
    if (rows[0].n !== snapshot.migrations) throw new Error(`${rows[0].n} migrations inside`);
    log(`snapshot of ${snapshot.migrations} migrations loaded`);
    return pgliteBackend(pglite);
  } catch (err) {
    log(`snapshot could not be loaded (${String(err)}): building the database from the migrations`);
    await pglite?.close().catch(() => undefined);
    await discardSnapshot(snapshot);
    return null;
  }
}

const useSnapshots = (opts: OpenOptions): opts is OpenOptions & { migrationsDir: string } =>
  !opts.dataDir && !opts.databaseUrl && !!opts.migrationsDir && snapshotsEnabled();

const snapshotInputs = (opts: OpenOptions) => ({
  bootstrap: [BOOTSTRAP, STORAGE_BOOTSTRAP],
  migrationsDir: opts.migrationsDir as string,
});

async function finish(backend: Backend, work: () => Promise<void>): Promise<Backend> {
  try {
    await work();
  } catch (err) {
    await backend.close();
    throw err;
  }
  return backend;
}

async function prepare(
  db: Database,
  steps: { bootstrap: boolean; seed: boolean },
  opts: OpenOptions,
  log: (m: string) => void,
  afterMigrations?: () => Promise<void>,
) {
  if (steps.bootstrap) {
    await db.exec(await readFile(BOOTSTRAP, 'utf8'));
    await db.exec(
      'create schema if not exists local_api; create table if not exists local_api.migrations (name text primary key, applied_at timestamptz not null default now());',
    );
    log('bootstrap applied');
  }
  await db.exec(await readFile(STORAGE_BOOTSTRAP, 'utf8'));
  if (opts.migrationsDir) await applyMigrations(db, opts.migrationsDir, log);
  await afterMigrations?.();
  // Seeds describe the initial content, so they run once, on the database they created.
  if (steps.seed) {
    for (const file of opts.seedFiles ?? []) {
      await db.exec(await readFile(file, 'utf8'));
      log(`seed ${file} applied`);
    }
  }
}

/** The server's maintenance database, to create or drop the one in `url`. */
function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, opts: OpenOptions, log: (m: string) => void): Promise<Backend> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  if (opts.ephemeralDatabase) {
    const db = `local_api_${randomBytes(6).toString('hex')}`;
    await onServer(url, `CREATE DATABASE ${quoteIdent(db)}`);
    log(`database ${db} created`);
    const backend = await pgBackend(withDatabase(url, db), opts.poolSize);
    const close = backend.close;
    return {
      ...backend,
      async close() {
        await close();
        await onServer(url, `DROP DATABASE IF EXISTS ${quoteIdent(db)} WITH (FORCE)`);
      },
    };
  }
  if (opts.fresh) {
    if (name === 'postgres') throw new Error('--fresh would drop the "postgres" database: name another one');
    await onServer(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await onServer(url, `CREATE DATABASE ${quoteIdent(name)}`);
    log(`database ${name} recreated`);
  }
  return pgBackend(url, opts.poolSize);
}

async function applyMigrations(db: Database, dir: string, log: (msg: string) => void): Promise<void> {
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
