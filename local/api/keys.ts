// The JWT secret and the secret key of this database: made at random once and kept in the database itself
// (`local_api.keys`), so a data directory or a PostgreSQL database keeps its keys across restarts while an
// in-memory database gets new ones on every start. Explicit values (--jwt-secret) win and are not stored.
import { randomJwtSecret, randomSecretKey } from './auth';

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Keys {
  jwtSecret: string;
  secretKey: string;
}

export async function loadKeys(db: Queryable, given: Partial<Keys>): Promise<Keys> {
  await db.query('create schema if not exists local_api');
  await db.query('create table if not exists local_api.keys (name text primary key, value text not null)');
  // A concurrent first start (two gateways on one new database) keeps whichever row was written first.
  await db.query(
    `insert into local_api.keys(name, value) values ('jwt_secret', $1), ('secret_key', $2) on conflict (name) do nothing`,
    [randomJwtSecret(), randomSecretKey()],
  );
  const { rows } = await db.query<{ name: string; value: string }>('select name, value from local_api.keys');
  const stored = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  return {
    jwtSecret: given.jwtSecret ?? stored.jwt_secret,
    secretKey: given.secretKey ?? stored.secret_key,
  };
}
