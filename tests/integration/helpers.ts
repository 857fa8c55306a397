// Shared set-up for the portal's integration tests: one gateway per test file over the real migrations
// and seed, supabase-js clients per demo identity, and Firebase-Auth-Emulator-shaped tokens.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, inject } from 'vitest';

import type { Gateway } from '../../local/api/server';
import type { Database } from '../../src/types/database';
import { PROJECT, startPortalGateway, type PortalDatabase } from './portal-gateway';

export { PROJECT, type PortalDatabase };

/**
 * A gateway already running in another process, for the files that only talk to it over HTTP: the policy
 * breakage check starts one per file in its long-lived worker (PGlite is compiled there once, not in every
 * test process) and hands its address here.
 */
export interface RunningGateway {
  url: string;
  anonKey: string;
  serviceKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalDatabase?: PortalDatabase;
    portalGateway?: RunningGateway;
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

/**
 * The provided gateway as a Gateway whose database cannot be reached from here: a file that reads `gw.db`
 * fails loudly instead of testing something else.
 */
function remoteGateway(running: RunningGateway): Gateway {
  const missing = (what: string): never => {
    throw new Error(`${what}: the gateway runs in another process (portalGateway); start one in the file`);
  };
  return {
    ...running,
    port: Number(new URL(running.url).port),
    backend: 'pglite',
    get db() {
      return missing('gw.db');
    },
    get publishableKey() {
      return missing('gw.publishableKey');
    },
    get secretKey() {
      return missing('gw.secretKey');
    },
    get jwtSecret() {
      return missing('gw.jwtSecret');
    },
    close: async () => {},
    reloadSchema: async () => missing('gw.reloadSchema()'),
  };
}

/**
 * One gateway per test file with the portal's migrations and seed, closed after the file; or the one the
 * run provides (`portalGateway`), started for this file alone by whoever provided it.
 */
export function usePortalGateway(): IntegrationEnv {
  const env = {} as IntegrationEnv;
  beforeAll(async () => {
    const running = inject('portalGateway');
    const gw = running ? remoteGateway(running) : await startPortalGateway(portalDatabase());
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
