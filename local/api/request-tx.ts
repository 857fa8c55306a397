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

  /** PGlite's own session search_path, restored after RESET ALL (which would leave `pg_catalog`). */
  private searchPathSql = '';

  constructor(
    private readonly db: PGlite,
    private readonly superuser = 'postgres',
  ) {}

  async init(): Promise<void> {
    const { rows } = await this.db.query<{ search_path: string }>('show search_path');
    this.searchPathSql = `set search_path to ${rows[0].search_path};`;
  }

  /** Queues `fn` to run alone in a transaction. `isAborted` is checked before COMMIT. */
  run<T>(s: RequestSettings, fn: (tx: Transaction) => Promise<T | RollbackWith<T>>, isAborted: () => boolean = () => false): Promise<T> {
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

  private async runNow<T>(s: RequestSettings, fn: (tx: Transaction) => Promise<T | RollbackWith<T>>, isAborted: () => boolean): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(async (tx) => {
        if (s.readOnly) await tx.exec('set transaction read only');
        await tx.query(SETTINGS_SQL, [s.searchPath, s.role, s.claims, s.method, s.path, s.headers, s.cookies]);
        const value = await fn(tx);
        // PGlite runs synchronously and blocks the event loop, so a client abort is only seen once
        // pending I/O is processed (the socket close takes ~3 loop turns): let it run before a write commits.
        if (!s.readOnly) for (let i = 0; i < 5 && !isAborted(); i++) await new Promise((resolve) => setImmediate(resolve));
        if (isAborted()) throw new Aborted('client went away');
        if (value instanceof RollbackWith) {
          await tx.rollback();
          return value.value;
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
    // RESET ALL also drops session-level settings (set_config(..., false)) made inside the request.
    const results = await this.db.exec(
      `reset all; ${this.searchPathSql} select current_user as u, nullif(current_setting('request.jwt.claims', true), '') as r`,
    );
    const rows = results[results.length - 1].rows as { u: string; r: string | null }[];
    if (rows[0]?.u !== this.superuser || rows[0]?.r !== null) {
      await this.db.exec('rollback; reset all; reset role;').catch(() => undefined);
      throw new Error(`session state leaked after a request (current_user=${rows[0]?.u})`);
    }
  }
}
