// The database behind the gateway, as the few calls the gateway makes: PGlite in this process (one
// connection, so sessions take turns) or a PostgreSQL server through a `pg` pool (a connection per
// session, so requests run concurrently). Both give rows parsed the same way (int8 as a number when it
// is safe, json as objects, timestamps as Date).
import type { PGlite } from '@electric-sql/pglite';

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  /** Several statements in one simple-protocol round trip; one result per statement. */
  exec(sql: string): Promise<Results[]>;
}

export interface Tx extends Queryable {
  rollback(): Promise<void>;
}

/** One connection for the length of a request. */
export interface Session extends Queryable {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/** What tests and tools get as `gateway.db`: superuser queries outside any request. */
export interface Database extends Queryable {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface Backend {
  kind: 'pglite' | 'postgres';
  /** The PGlite instance itself (PGlite backends only), for tools that serve it over a socket. */
  pglite?: PGlite;
  /** Superuser access (migrations, schema cache, tests). */
  db: Database;
  /** Runs `fn` on a session of its own: PGlite's connection in turn, or a pooled connection. */
  withSession<T>(fn: (s: Session) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}
