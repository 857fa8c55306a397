// Each request in its own transaction on a session of its own (PGlite's single connection in turn, or a
// pooled PostgreSQL connection), with the PostgREST settings applied locally (is_local = true), so
// nothing survives COMMIT or ROLLBACK; the session is checked to be clean before it is reused.
import type { Backend, Database, Session, Tx } from './backend';

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

/**
 * The PostgREST settings, local to the transaction; values are quoted literals. One statement that
 * returns no columns: the set values (the request's headers among them) need not travel back and be
 * parsed, and Postgres keeps a subquery's volatile outputs even when nothing reads them.
 */
function settingsSql(s: RequestSettings): string {
  return `SELECT FROM (SELECT ${[
    ['search_path', s.searchPath],
    ['role', s.role],
    ['request.jwt.claims', s.claims],
    ['request.method', s.method],
    ['request.path', s.path],
    ['request.headers', s.headers],
    ['request.cookies', s.cookies],
  ]
    .map(([k, v]) => `set_config('${k}', ${literal(v)}, true)`)
    .join(', ')}) pgrst_settings`;
}

export class RequestRunner {
  /** The session's own search_path (and planner settings), restored after RESET ALL. */
  private searchPathSql = "set_config('search_path', 'public', false)";
  private superuser = 'postgres';

  constructor(private readonly backend: Backend) {}

  async init(): Promise<void> {
    await this.backend.withSession(async (s) => {
      const { rows } = await s.query<{ search_path: string; u: string }>(
        'select current_setting($1) as search_path, current_user as u',
        ['search_path'],
      );
      this.superuser = rows[0].u;
      // PGlite starts Postgres with enable_seqscan=off (a command-line setting, so RESET ALL brings it
      // back): rows read without `order` would come in index order instead of the physical order a real
      // server returns, so `.limit(1)` and embedded arrays would differ from production.
      this.searchPathSql = `set_config('search_path', ${literal(rows[0].search_path)}, false), set_config('enable_seqscan', 'on', false)`;
      await s.exec(`SELECT ${this.searchPathSql}`);
    });
  }

  /** Runs `fn` in a transaction of its own. `isAborted` is checked before COMMIT. */
  run<T>(
    s: RequestSettings,
    fn: (tx: Tx) => Promise<T | RollbackWith<T>>,
    isAborted: () => boolean = () => false,
  ): Promise<T> {
    return this.backend.withSession((session) => this.runNow(session, s, fn, isAborted));
  }

  /**
   * Fast path for a read: the whole transaction (BEGIN READ ONLY, settings, the statement, COMMIT,
   * RESET ALL and the state check) in one simple-protocol round trip, which costs about as much as
   * the bare statement through the extended protocol. `sql` must be one statement with no parameters.
   */
  read<T>(s: RequestSettings, sql: string): Promise<T> {
    return this.backend.withSession((session) => this.readNow<T>(session, s, sql));
  }

  private async readNow<T>(session: Session, s: RequestSettings, sql: string): Promise<T> {
    let results;
    try {
      results = await session.exec(`BEGIN READ ONLY; ${settingsSql(s)}; ${sql}; COMMIT; ${this.cleanSql()}`);
    } catch (err) {
      await session.exec('ROLLBACK').catch(() => undefined);
      await this.assertClean(session);
      throw err;
    }
    this.checkRows(session, results[results.length - 1].rows as { u: string; r: string | null }[]);
    return results[2].rows[0] as T;
  }

  private cleanSql(): string {
    // RESET ALL also drops session-level settings (set_config(..., false)) made inside the request.
    return `RESET ALL; SELECT ${this.searchPathSql}, current_user AS u, nullif(current_setting('request.jwt.claims', true), '') AS r`;
  }

  private checkRows(session: Session, rows: { u: string; r: string | null }[]): void {
    if (rows[0]?.u !== this.superuser || rows[0]?.r !== null) {
      void session.exec('ROLLBACK; RESET ALL; RESET ROLE;').catch(() => undefined);
      throw new Error(`session state leaked after a request (current_user=${rows[0]?.u})`);
    }
  }

  /**
   * Runs `fn` as the superuser (schema reloads, bucket settings): on PGlite queued like a request, on
   * PostgreSQL on the pool directly.
   */
  exclusive<T>(fn: (db: Database) => Promise<T>): Promise<T> {
    if (this.backend.kind === 'pglite') return this.backend.withSession(() => fn(this.backend.db));
    return fn(this.backend.db);
  }

  private async runNow<T>(
    session: Session,
    s: RequestSettings,
    fn: (tx: Tx) => Promise<T | RollbackWith<T>>,
    isAborted: () => boolean,
  ): Promise<T> {
    let result: T;
    try {
      result = await session.transaction(async (tx) => {
        await tx.exec(`${s.readOnly ? 'SET TRANSACTION READ ONLY; ' : ''}${settingsSql(s)}`);
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
      await this.assertClean(session);
    }
    return result;
  }

  /** Security check: the role switch and settings must not outlive the request. */
  private async assertClean(session: Session): Promise<void> {
    const results = await session.exec(this.cleanSql());
    this.checkRows(session, results[results.length - 1].rows as { u: string; r: string | null }[]);
  }
}
