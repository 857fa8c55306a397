// Shared set-up for the portal's integration tests: one gateway per test file over the real migrations
// and seed, supabase-js clients per demo identity, and Firebase-Auth-Emulator-shaped tokens.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, inject } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import type { Database } from '../../src/types/database';

export const PROJECT = 'demo-portal-clientes';

/** The database a policy test's gateway starts from (Vitest `provide`/`inject`). */
export interface PortalDatabase {
  migrationsDir: string;
  /** A migrated and seeded dump to load instead (local/api/db.ts, OpenOptions.seededBase). */
  seededBase?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalDatabase?: PortalDatabase;
  }
}

/**
 * The project's migrations, unless the run provides others: scripts/policy-breakage.ts points each run at
 * a copy with one deliberately broken migration added last, over a seeded base, to prove the suite notices.
 * Read when a gateway starts (inside a test file's hooks): the breakage check changes it between runs.
 */
export const portalDatabase = (): PortalDatabase =>
  inject('portalDatabase') ?? { migrationsDir: 'supabase/migrations' };

/** Fixed ids from supabase/seed.sql. */
export const COMPANY = {
  A: '10000000-0000-4000-8000-00000000000a',
  B: '10000000-0000-4000-8000-00000000000b',
  C: '10000000-0000-4000-8000-00000000000c',
} as const;

export const PROFILE = {
  admin: '20000000-0000-4000-8000-000000000001',
  clienteA: '20000000-0000-4000-8000-000000000002',
  clienteB: '20000000-0000-4000-8000-000000000003',
  colaborador: '20000000-0000-4000-8000-000000000004',
  nuevo: '20000000-0000-4000-8000-000000000005',
  sinempresa: '20000000-0000-4000-8000-000000000006',
  colaboradorA: '20000000-0000-4000-8000-000000000007',
  inactivo: '20000000-0000-4000-8000-000000000008',
  adminInactivo: '20000000-0000-4000-8000-000000000009',
} as const;

export const DEMO = {
  admin: { uid: 'demo-admin', email: 'admin@portal.demo' },
  clienteA: { uid: 'demo-cliente-a', email: 'cliente.a@portal.demo' },
  clienteB: { uid: 'demo-cliente-b', email: 'cliente.b@portal.demo' },
  colaborador: { uid: 'demo-colaborador', email: 'colaborador@portal.demo' },
  nuevo: { uid: 'demo-nuevo', email: 'nuevo@portal.demo' },
  sinempresa: { uid: 'demo-sinempresa', email: 'sinempresa@portal.demo' },
  colaboradorA: { uid: 'demo-colaborador-a', email: 'colaborador.a@portal.demo' },
  inactivo: { uid: 'demo-inactivo', email: 'inactivo@portal.demo' },
  adminInactivo: { uid: 'demo-admin-inactivo', email: 'admin.inactivo@portal.demo' },
} as const;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenOptions {
  email?: string;
  /** Add the `role: "authenticated"` custom claim (the demo accounts carry it). */
  withRole?: boolean;
  project?: string;
  extra?: Record<string, unknown>;
}

/** An ID token as the Firebase Auth Emulator issues it: alg "none", empty signature. */
export function firebaseToken(uid: string, opts: TokenOptions = {}): string {
  const project = opts.project ?? PROJECT;
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    ...(opts.email ? { email: opts.email, email_verified: true } : {}),
    ...(opts.withRole === false ? {} : { role: 'authenticated' }),
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...opts.extra,
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

export type Client = SupabaseClient<Database>;

export interface IntegrationEnv {
  gw: Gateway;
  /** The anon key and no token. */
  anon: Client;
  /** The service_role key (bypasses RLS): fixtures and ground truth. */
  service: Client;
  /** A client for a Firebase token (with the role claim unless withRole is false). */
  as(uid: string, opts?: TokenOptions): Client;
}

export function makeClient(gw: Gateway, key: string, token?: string): Client {
  return createClient<Database>(gw.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

/** One gateway per test file with the portal's migrations and seed, closed after the file. */
export function usePortalGateway(): IntegrationEnv {
  const env = {} as IntegrationEnv;
  beforeAll(async () => {
    const gw = await startGateway({
      port: 0,
      host: '127.0.0.1',
      ...portalDatabase(),
      seedFiles: ['supabase/seed.sql'],
      firebaseEmulatorProject: PROJECT,
      // Tests that sign their own HS256 tokens use the Supabase CLI's well-known secret.
      jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
      // PORTAL_TEST_DATABASE_URL (scripts/test-postgres.sh): each gateway gets a fresh database there.
      databaseUrl: process.env.PORTAL_TEST_DATABASE_URL || undefined,
      ephemeralDatabase: true,
      log: false,
    });
    env.gw = gw;
    env.anon = makeClient(gw, gw.anonKey);
    env.service = makeClient(gw, gw.serviceKey);
    env.as = (uid, opts = {}) => makeClient(gw, gw.anonKey, firebaseToken(uid, opts));
  });
  afterAll(async () => {
    await env.gw?.close();
  });
  return env;
}

/** The same client without the Database type, for loops over several tables with one row shape each. */
export const untyped = (c: Client): SupabaseClient => c as unknown as SupabaseClient;

/** Ids of a query result, sorted, failing loudly on an error so counts are never compared to []. */
export function idsOf(result: { data: { id: string }[] | null; error: unknown }): string[] {
  if (result.error) throw new Error(`query failed: ${JSON.stringify(result.error)}`);
  return (result.data ?? []).map((r) => r.id).sort();
}
