// One request at a time on PGlite's single connection, each inside its own transaction with the
// PostgREST settings applied locally (is_local = true), so nothing survives COMMIT or ROLLBACK.
import type { PGlite, Transaction } from '@electric-sql/pglite';

export interface RequestSettings {
  role: string;
  claims: string;
  method: string;
  path: string;
  headers: string;
  cookies: string;
  /** search_path value, e.g. `"public", "public", "extensions"` */
  searchPath: string;
  readOnly: boolean;
}

/** Thrown by a handler that wants its transaction rolled back but its result still returned. */
export class RollbackWith<T> {
  constructor(readonly value: T) {}
}

export class Aborted extends Error {}

const SETTINGS_SQL =
  "select set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true), " +
  "set_config('request.method', $4, true), set_config('request.path', $5, true), set_config('request.headers', $6, true), " +
  "set_config('request.cookies', $7, true)";

export class RequestRunner {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: PGlite,
    private readonly superuser = 'postgres',
  ) {}

  /** Queues `fn` to run alone in a transaction. `isAborted` is checked before COMMIT. */
  run<T>(s: RequestSettings, fn: (tx: Transaction) => Promise<T>, isAborted: () => boolean = () => false): Promise<T> {
    const job = this.tail.then(() => this.runNow(s, fn, isAborted));
    this.tail = job.catch(() => undefined);
    return job;
  }

  /** Runs `fn` as the superuser, queued like a request (schema reloads, admin work). */
  exclusive<T>(fn: (db: PGlite) => Promise<T>): Promise<T> {
    const job = this.tail.then(() => fn(this.db));
    this.tail = job.catch(() => undefined);
    return job;
  }

  private async runNow<T>(s: RequestSettings, fn: (tx: Transaction) => Promise<T>, isAborted: () => boolean): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(async (tx) => {
        if (s.readOnly) await tx.exec('set transaction read only');
        await tx.query(SETTINGS_SQL, [s.searchPath, s.role, s.claims, s.method, s.path, s.headers, s.cookies]);
        const value = await fn(tx);
        if (isAborted()) throw new Aborted('client went away');
        if (value instanceof RollbackWith) {
          await tx.rollback();
          return value.value as T;
        }
        return value;
      });
    } finally {
      await this.assertClean();
    }
    return result;
  }

  /** Security check: the role switch and settings must not outlive the request. */
  private async assertClean(): Promise<void> {
    const { rows } = await this.db.query<{ u: string; r: string | null }>(
      "select current_user as u, nullif(current_setting('request.jwt.claims', true), '') as r",
    );
    if (rows[0]?.u !== this.superuser || rows[0]?.r !== null) {
      await this.db.exec('rollback; reset all; reset role;').catch(() => undefined);
      throw new Error(`session state leaked after a request (current_user=${rows[0]?.u})`);
    }
  }
}
