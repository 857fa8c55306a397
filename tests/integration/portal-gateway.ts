// The gateway the portal's integration tests run against, without Vitest: the policy breakage check's
// worker (scripts/policy-breakage/) starts it too, outside any test file.
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase } from '../../local/api/db';
import { startGateway, type Gateway } from '../../local/api/server';

export const PROJECT = 'demo-portal-clientes';

const MIGRATIONS = 'supabase/migrations';
const SEED = 'supabase/seed.sql';

/** The database a policy test's gateway starts from (Vitest `provide`/`inject`). */
export interface PortalDatabase {
  migrationsDir: string;
  /** A migrated and seeded dump to load instead (local/api/db.ts, OpenOptions.seededBase). */
  seededBase?: string;
}

/** `url` with another database name: the server's maintenance database, a template, a copy. */
function onDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: onDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * On PostgreSQL (scripts/test-postgres.sh): a database `name` with the portal's migrations and seed, made once
 * per run, which every gateway of the run then copies (`CREATE DATABASE ... TEMPLATE`) instead of applying
 * the bootstrap, every migration and the seed again: about 2.6 s against 1.0 s a gateway, measured on two
 * loaded cores. PostgreSQL copies a template only while nobody is connected to it, so it is closed here.
 */
export async function makePostgresTemplate(url: string, name: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${quoteIdent(name)}`);
  const backend = await openDatabase({
    databaseUrl: onDatabase(url, name),
    migrationsDir: MIGRATIONS,
    seedFiles: [SEED],
  });
  await backend.close();
}

/**
 * A database of its own on the run's PostgreSQL, a copy of its template (PORTAL_TEST_DATABASE_TEMPLATE), and
 * how to drop it. Any migration the template lacks (a breakage, a migration added since) is applied by the
 * gateway when it opens the copy, as on a live database; the seed does not run again.
 */
async function copyOfTemplate(url: string, template: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    url,
    `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)} STRATEGY FILE_COPY`,
  );
  return {
    url: onDatabase(url, name),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  };
}

const gatewayOptions = (database: PortalDatabase) => ({
  port: 0,
  host: '127.0.0.1',
  ...database,
  seedFiles: [SEED],
  firebaseEmulatorProject: PROJECT,
  // Tests that sign their own HS256 tokens use the Supabase CLI's well-known secret.
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  log: false,
});

/** A gateway over the portal's migrations and seed (or the given database), as the integration tests use. */
export async function startPortalGateway(database: PortalDatabase): Promise<Gateway> {
  // PORTAL_TEST_DATABASE_URL (scripts/test-postgres.sh): each gateway gets a fresh database there, a copy of
  // the run's template when there is one.
  const server = process.env.PORTAL_TEST_DATABASE_URL || undefined;
  const template = process.env.PORTAL_TEST_DATABASE_TEMPLATE || undefined;
  if (server && template) {
    const copy = await copyOfTemplate(server, template);
    try {
      const gateway = await startGateway({ ...gatewayOptions(database), databaseUrl: copy.url });
      return {
        ...gateway,
        async close() {
          await gateway.close();
          await copy.drop();
        },
      };
    } catch (err) {
      await copy.drop().catch(() => undefined);
      throw err;
    }
  }
  return startGateway({ ...gatewayOptions(database), databaseUrl: server, ephemeralDatabase: true });
}
