// Snapshots of an in-memory PGlite database right after its bootstrap and migrations, so the next
// gateway on the same schema loads them (a copy: every database stays its own) instead of running
// initdb, the bootstrap and every migration again. Tests start dozens of gateways on one schema.
//
// A snapshot is keyed by the PGlite version and the exact bytes of the bootstrap files and of every
// migration (name and content), so any change makes a new one. When the full set has none, the set
// without its last migration is tried (the policy-breakage check adds one extra last migration to the
// project's own), and the missing migrations are applied on top as usual. Seeds never enter a snapshot.
//
// LOCAL_API_SNAPSHOTS=off disables them; LOCAL_API_SNAPSHOT_WRITE=0 reads but never writes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import type { PGlite } from '@electric-sql/pglite';

const DIR = join(tmpdir(), 'portal-local-api-snapshots');
/** Snapshots kept (the newest); each is about 30 MB. */
const KEEP = 4;

export interface SnapshotInputs {
  bootstrap: string[];
  migrationsDir: string;
}

export const snapshotsEnabled = () => process.env.LOCAL_API_SNAPSHOTS !== 'off';
const writesEnabled = () => process.env.LOCAL_API_SNAPSHOT_WRITE !== '0';

// The package's exports do not include its package.json: it is read next to the resolved entry point.
const pgliteVersion = (() => {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    let dir = dirname(entry);
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();
export const snapshotPgliteVersion = pgliteVersion;

async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

async function keyOf(inputs: SnapshotInputs, migrations: string[]): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion}\n`);
  for (const file of inputs.bootstrap) hash.update(await readFile(file)).update('\0');
  for (const name of migrations) {
    hash
      .update(name)
      .update('\0')
      .update(await readFile(join(inputs.migrationsDir, name)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

const pathOf = (key: string) => join(DIR, `${key}.tar`);

export interface Snapshot {
  data: Blob;
  path: string;
  /** Migrations inside the snapshot, and in the set asked for. */
  migrations: number;
  total: number;
}

/** Where the snapshot of the whole set is (or would be) kept. */
export async function snapshotPath(inputs: SnapshotInputs): Promise<string> {
  return pathOf(await keyOf(inputs, await migrationFiles(inputs.migrationsDir)));
}

/** The snapshot of the whole set, or of the set without its last migration; null when neither exists. */
export async function findSnapshot(inputs: SnapshotInputs): Promise<Snapshot | null> {
  const files = await migrationFiles(inputs.migrationsDir);
  for (const count of [files.length, files.length - 1]) {
    if (count < 1) continue;
    try {
      const path = pathOf(await keyOf(inputs, files.slice(0, count)));
      const bytes = await readFile(path);
      return { data: new Blob([bytes]), path, migrations: count, total: files.length };
    } catch {
      // not there: try the shorter set, then start from scratch
    }
  }
  return null;
}

/** Saves the database as the snapshot of the current set (written aside, then renamed: readers never see
 * half a file), and keeps only the newest few. Never fails the caller: a snapshot is only a shortcut. */
export async function saveSnapshot(inputs: SnapshotInputs, pglite: PGlite): Promise<void> {
  if (!writesEnabled()) return;
  try {
    const key = await keyOf(inputs, await migrationFiles(inputs.migrationsDir));
    const data = await pglite.dumpDataDir('none');
    await mkdir(DIR, { recursive: true });
    const temp = join(DIR, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temp, Buffer.from(await data.arrayBuffer()));
    await rename(temp, pathOf(key));
    await prune();
  } catch (err) {
    console.warn(`local-api: no se pudo guardar la instantánea de la base: ${String(err)}`);
  }
}

/** Removes a snapshot PGlite could not start from, so no later gateway tries it again. */
export async function discardSnapshot(snapshot: Snapshot): Promise<void> {
  await rm(snapshot.path, { force: true });
}

async function prune(): Promise<void> {
  const names = (await readdir(DIR)).filter((f) => f.endsWith('.tar'));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(join(DIR, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.time - a.time);
  await Promise.all(dated.slice(KEEP).map(({ name }) => rm(join(DIR, name), { force: true })));
}
