// The gateway the portal's integration tests run against, without Vitest: the policy breakage check's
// worker (scripts/policy-breakage/) starts it too, outside any test file.
import { startGateway, type Gateway } from '../../local/api/server';

export const PROJECT = 'demo-portal-clientes';

/** The database a policy test's gateway starts from (Vitest `provide`/`inject`). */
export interface PortalDatabase {
  migrationsDir: string;
  /** A migrated and seeded dump to load instead (local/api/db.ts, OpenOptions.seededBase). */
  seededBase?: string;
}

/** A gateway over the portal's migrations and seed (or the given database), as the integration tests use. */
export function startPortalGateway(database: PortalDatabase): Promise<Gateway> {
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    ...database,
    seedFiles: ['supabase/seed.sql'],
    firebaseEmulatorProject: PROJECT,
    // Tests that sign their own HS256 tokens use the Supabase CLI's well-known secret.
    jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
    // PORTAL_TEST_DATABASE_URL (scripts/test-postgres.sh): each gateway gets a fresh database there.
    databaseUrl: process.env.PORTAL_TEST_DATABASE_URL || undefined,
    ephemeralDatabase: true,
    log: false,
  });
}
