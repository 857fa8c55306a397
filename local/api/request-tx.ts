// One request at a time on PGlite's single connection, each inside its own transaction with the
// PostgREST settings applied locally (is_local = true), so nothing survives COMMIT or ROLLBACK.
import type { PGlite, Transaction } from '@electric-sql/pglite';

import { literal } from './query/sql';

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

/** The PostgREST settings, local to the transaction; values are quoted literals. */
function settingsSql(s: RequestSettings): string {
  return [
    ['search_path', s.searchPath],
    ['role', s.role],
    ['request.jwt.claims', s.claims],
    ['request.method', s.method],
    ['request.path', s.path],
    ['request.headers', s.headers],
    ['request.cookies', s.cookies],
  ]
    .map(([k, v]) => `set_config('${k}', ${literal(v)}, true)`)
    .join(', ');
}

export class RequestRunner {
  private tail: Promise<unknown> = Promise.resolve();

  /** PGlite's own session search_path, restored after RESET ALL (which would leave `pg_catalog`). */
  private searchPathSql = "set_config('search_path', 'public', false)";

  constructor(
    private readonly db: PGlite,
    private readonly superuser = 'postgres',
  ) {}

  async init(): Promise<void> {
    const { rows } = await this.db.query<{ search_path: string }>('show search_path');
    // PGlite starts Postgres with enable_seqscan=off (a command-line setting, so RESET ALL brings it
    // back): rows read without `order` would come in index order instead of the physical order a real
    // server returns, so `.limit(1)` and embedded arrays would differ from production.
    this.searchPathSql = `set_config('search_path', ${literal(rows[0].search_path)}, false), set_config('enable_seqscan', 'on', false)`;
    await this.db.exec(`SELECT ${this.searchPathSql}`);
  }

  /** Queues `fn` to run alone in a transaction. `isAborted` is checked before COMMIT. */
  run<T>(
    s: RequestSettings,
    fn: (tx: Transaction) => Promise<T | RollbackWith<T>>,
    isAborted: () => boolean = () => false,
  ): Promise<T> {
    const job = this.tail.then(() => this.runNow(s, fn, isAborted));
    this.tail = job.catch(() => undefined);
    return job;
  }

  /**
   * Fast path for a read: the whole transaction (BEGIN READ ONLY, settings, the statement, COMMIT,
   * RESET ALL and the state check) in one simple-protocol round trip, which costs about as much as
   * the bare statement through the extended protocol. `sql` must be one statement with no parameters.
   */
  read<T>(s: RequestSettings, sql: string): Promise<T> {
    const job = this.tail.then(() => this.readNow<T>(s, sql));
    this.tail = job.catch(() => undefined);
    return job;
  }

  private async readNow<T>(s: RequestSettings, sql: string): Promise<T> {
    let results;
    try {
      results = await this.db.exec(
        `BEGIN READ ONLY; SELECT ${settingsSql(s)}; ${sql}; COMMIT; ${this.cleanSql()}`,
      );
    } catch (err) {
      await this.db.exec('ROLLBACK').catch(() => undefined);
      await this.assertClean();
      throw err;
    }
    this.checkRows(results[results.length - 1].rows as { u: string; r: string | null }[]);
    return results[2].rows[0] as T;
  }

  private cleanSql(): string {
    // RESET ALL also drops session-level settings (set_config(..., false)) made inside the request.
    return `RESET ALL; SELECT ${this.searchPathSql} AS p, current_user AS u, nullif(current_setting('request.jwt.claims', true), '') AS r`;
  }

  private checkRows(rows: { u: string; r: string | null }[]): void {
    if (rows[0]?.u !== this.superuser || rows[0]?.r !== null) {
      void this.db.exec('ROLLBACK; RESET ALL; RESET ROLE;').catch(() => undefined);
      throw new Error(`session state leaked after a request (current_user=${rows[0]?.u})`);
    }
  }

  /** Runs `fn` as the superuser, queued like a request (schema reloads, admin work). */
  exclusive<T>(fn: (db: PGlite) => Promise<T>): Promise<T> {
    const job = this.tail.then(() => fn(this.db));
    this.tail = job.catch(() => undefined);
    return job;
  }

  private async runNow<T>(
    s: RequestSettings,
    fn: (tx: Transaction) => Promise<T | RollbackWith<T>>,
    isAborted: () => boolean,
  ): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(async (tx) => {
        await tx.exec(`${s.readOnly ? 'SET TRANSACTION READ ONLY; ' : ''}SELECT ${settingsSql(s)}`);
        const value = await fn(tx);
        // PGlite runs synchronously and blocks the event loop, so a client abort is only seen once
        // pending I/O is processed (the socket close takes ~3 loop turns): let it run before a write commits.
        if (!s.readOnly)
          for (let i = 0; i < 5 && !isAborted(); i++) await new Promise((resolve) => setImmediate(resolve));
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
    const results = await this.db.exec(this.cleanSql());
    this.checkRows(results[results.length - 1].rows as { u: string; r: string | null }[]);
  }
}
