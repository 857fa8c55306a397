import { fileURLToPath } from 'node:url';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';

import { startGateway, type Gateway, type GatewayOptions } from '../../local/api/server';

// Fixed keys for the tests (the gateway's defaults are random; see safe-defaults.test.ts).
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const EMULATOR_PROJECT = 'demo-test';
export const SCHEMA_DIR = fileURLToPath(new URL('./schema', import.meta.url));

/** Options every test gateway shares: our own schema, two exposed schemas, emulator tokens on. */
export function testGatewayOptions(extra: GatewayOptions = {}): GatewayOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    migrationsDir: SCHEMA_DIR,
    schemas: ['public', 'personal'],
    firebaseEmulatorProject: EMULATOR_PROJECT,
    jwtSecret: JWT_SECRET,
    secretKey: SECRET_KEY,
    log: false,
    ...extra,
  };
}

/** HS256 token signed like Supabase's (default: the local secret, valid one hour). */
export async function signToken(
  claims: Record<string, unknown>,
  opts: { secret?: string; exp?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: opts.exp ?? now + 3600, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(opts.secret ?? JWT_SECRET));
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as the Firebase Auth Emulator issues it: alg "none", empty signature. */
export function emulatorToken(
  uid: string,
  extra: Record<string, unknown> = {},
  project = EMULATOR_PROJECT,
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    email: `${uid}@portal.demo`,
    email_verified: false,
    role: 'authenticated',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...extra,
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

/** A supabase-js client; with a token it is sent as the access token (third-party auth style). */
export function makeClient(gw: Gateway, key: string, token?: string): SupabaseClient {
  return createClient(gw.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

export interface TestEnv {
  gw: Gateway;
  anon: SupabaseClient;
  service: SupabaseClient;
  /** Signed-in user demo-cliente-a, HS256 token. */
  userA: SupabaseClient;
  tokenA: string;
}

/** One gateway per test file: started in beforeAll, closed in afterAll. */
export function useGateway(extra: GatewayOptions = {}): TestEnv {
  const env = {} as TestEnv;
  beforeAll(async () => {
    env.gw = await startGateway(testGatewayOptions(extra));
    env.anon = makeClient(env.gw, env.gw.anonKey);
    env.service = makeClient(env.gw, env.gw.serviceKey);
    env.tokenA = await signToken({ sub: 'demo-cliente-a', role: 'authenticated', email: 'a@portal.demo' });
    env.userA = makeClient(env.gw, env.gw.anonKey, env.tokenA);
  });
  afterAll(async () => {
    await env.gw?.close();
  });
  return env;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Raw HTTP for what supabase-js cannot express (HEAD, preflight, CSV, odd headers). */
export async function raw(gw: Gateway, path: string, init: RequestInit = {}): Promise<RawResponse> {
  const res = await fetch(`${gw.url}/rest/v1${path}`, init);
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export interface PgrstError {
  code: string;
  message: string;
  details: unknown;
  hint: unknown;
}

/** Asserts a supabase-js result is exactly this PostgREST error (all four fields). */
export function expectError(
  result: { error: unknown; status: number; data?: unknown },
  status: number,
  error: PgrstError,
): void {
  expect({ status: result.status, error: pick(result.error) }).toEqual({ status, error });
}

function pick(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const e = error as Record<string, unknown>;
  return { code: e.code, message: e.message, details: e.details, hint: e.hint };
}

/**
 * `.maxAffected(n)` on an untyped client: postgrest-js only types it for PostgREST 13+ schemas,
 * and these tests use no generated types, so call it through a cast (same builder, same headers).
 */
export function maxAffected<T>(query: T, n: number): T {
  return (query as unknown as { maxAffected(n: number): T }).maxAffected(n);
}
