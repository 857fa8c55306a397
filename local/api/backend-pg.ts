// A PostgreSQL server as a Backend, through a `pg` pool: every session gets a connection of its own, so
// requests run concurrently, each in its own transaction on its own connection.
import pg from 'pg';

import type { Backend, Database, Queryable, Results, Session, Tx } from './backend';

// Parse like PGlite: int8 as a number when it is exact, else a BigInt.
const parseInt8 = (v: string): number | bigint => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : BigInt(v);
};
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? parseInt8 : pg.types.getTypeParser(oid, format),
};

type PgQueryable = Pick<pg.PoolClient, 'query'>;

const toResults = <T>(r: pg.QueryResult): Results<T> => ({
  rows: r.rows as T[],
  affectedRows: r.rowCount ?? 0,
  fields: (r.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
});

function queryable(c: PgQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return toResults<T>(await c.query({ text: sql, values: params, types }));
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol; several statements give an array of results.
      const r = (await c.query({ text: sql, types })) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(r) ? r : [r]).map((x) => toResults(x));
    },
  };
}

async function transactionOn<T>(c: PgQueryable, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await c.query('BEGIN');
  let done = false;
  const tx: Tx = {
    ...queryable(c),
    async rollback() {
      done = true;
      await c.query('ROLLBACK');
    },
  };
  try {
    const value = await fn(tx);
    if (!done) await c.query('COMMIT');
    return value;
  } catch (err) {
    if (!done) await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

export async function pgBackend(connectionString: string, max = 10): Promise<Backend> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that drops (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const admin: Database = {
    ...queryable(pool),
    transaction: async (fn) => {
      const c = await pool.connect();
      try {
        return await transactionOn(c, fn);
      } finally {
        c.release();
      }
    },
  };
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db: admin,
    async withSession<T>(fn: (s: Session) => Promise<T>): Promise<T> {
      const c = await pool.connect();
      let broken = false;
      try {
        const session: Session = { ...queryable(c), transaction: (f) => transactionOn(c, f) };
        return await fn(session);
      } catch (err) {
        // A connection whose state could not be cleaned is dropped rather than reused.
        broken = err instanceof Error && /session state leaked/.test(err.message);
        throw err;
      } finally {
        c.release(broken);
      }
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      await client.query(`LISTEN ${JSON.stringify(channel)}`);
      listeners.push(client);
    },
    async close() {
      for (const l of listeners.splice(0)) await l.end().catch(() => undefined);
      await pool.end();
    },
  };
}
