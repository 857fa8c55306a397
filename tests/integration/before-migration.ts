// A database as it was just before one migration (every earlier one applied, in memory), for the tests of
// what that migration does to the rows already there; `apply` runs the migration itself.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { Backend } from '../../local/api/backend';
import { openDatabase } from '../../local/api/db';

const MIGRATIONS = 'supabase/migrations';

export interface BeforeMigration {
  backend: Backend;
  /** The migration's SQL, run on this database. */
  sql: string;
  close: () => Promise<void>;
}

/** Opens the database before the migration whose file name ends with `suffix` ('_profile_name_parts.sql'). */
export async function openBeforeMigration(suffix: string): Promise<BeforeMigration> {
  const migration = readdirSync(MIGRATIONS).find((f) => f.endsWith(suffix));
  if (!migration) throw new Error(`No migration ends with ${suffix}`);
  const dir = mkdtempSync(join(tmpdir(), 'before-migration-'));
  const before = join(dir, 'migrations');
  mkdirSync(before);
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && f < migration))
    symlinkSync(resolve(MIGRATIONS, file), join(before, file));
  const backend = await openDatabase({ migrationsDir: before });
  return {
    backend,
    sql: readFileSync(join(MIGRATIONS, migration), 'utf8'),
    close: async () => {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
