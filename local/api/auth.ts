// Who is calling: the Kong apikey mapping of the Supabase CLI, then PostgREST's JWT checks (reference §5.2).
// HS256 tokens are verified with jose; unsigned Firebase Auth Emulator tokens only when an emulator project is set.
import { randomBytes } from 'node:crypto';

import { SignJWT, compactVerify } from 'jose';

import { ApiError, wwwAuthenticate } from './errors';

// The publishable key only ever means "anon", which anyone may be, so a fixed value is harmless; the JWT
// secret and the secret key grant service_role and are made at random (see keys.ts).
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const DEMO_EXP = 1983812996;
/** The only roles a token may ask for, as on hosted Supabase (authenticator is granted just these). */
export const TOKEN_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export const randomJwtSecret = () => randomBytes(32).toString('base64url');
export const randomSecretKey = () => `sb_secret_${randomBytes(24).toString('base64url')}`;
const SKEW_SECONDS = 30;

export interface AuthResult {
  role: string;
  claims: Record<string, unknown>;
  /** true when the request runs as a role other than the anonymous one (decides 401 vs 403 on 42501). */
  authenticated: boolean;
}

export interface AuthConfig {
  secret: Uint8Array;
  anonKey: string;
  serviceKey: string;
  /** `sb_secret_…`: maps to the service_role token, as Kong does. */
  secretKey: string;
  firebaseEmulatorProject?: string;
  anonRole: string;
  /** Role names that exist in the database: a refused role claim answers 403 if it exists, else 401. */
  knownRoles: Set<string>;
}

export async function makeAuthConfig(
  secret: string,
  secretKey: string,
  firebaseEmulatorProject?: string,
): Promise<AuthConfig> {
  const key = new TextEncoder().encode(secret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_EXP })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
  return {
    secret: key,
    anonKey: await sign('anon'),
    serviceKey: await sign('service_role'),
    secretKey,
    firebaseEmulatorProject,
    anonRole: 'anon',
    knownRoles: new Set(TOKEN_ROLES),
  };
}

/** Step one, as the CLI's Kong does: which Authorization header reaches PostgREST. */
export function chooseAuthorization(
  cfg: AuthConfig,
  authorization?: string,
  apikey?: string,
): string | undefined {
  if (authorization !== undefined && !/^bearer sb_/i.test(authorization)) return authorization;
  if (apikey === cfg.secretKey) return `Bearer ${cfg.serviceKey}`;
  if (apikey === PUBLISHABLE_KEY) return `Bearer ${cfg.anonKey}`;
  if (apikey) return `Bearer ${apikey}`;
  return undefined;
}

const unauthorized = (code: string, message: string) =>
  new ApiError(401, code, message, null, null, { 'WWW-Authenticate': wwwAuthenticate(message) });

// Signature checks are the costly part; claims (exp...) are re-checked on every use of a cached token.
// One cache per gateway: gateways in one process have different secrets.
const verifiedBy = new WeakMap<AuthConfig, Map<string, Record<string, unknown>>>();

/** Step two, PostgREST: the role and claims for this request, or a 401 ApiError. */
export async function authenticate(cfg: AuthConfig, authorization: string | undefined): Promise<AuthResult> {
  const m = authorization === undefined ? null : /^bearer(?:\s+(.*))?$/is.exec(authorization.trim());
  if (!m) return { role: cfg.anonRole, claims: { role: cfg.anonRole }, authenticated: false };
  const token = (m[1] ?? '').trim();
  if (token === '') throw unauthorized('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthorized('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  let verified = verifiedBy.get(cfg);
  if (!verified) verifiedBy.set(cfg, (verified = new Map()));
  let claims = verified.get(token);
  if (!claims) {
    claims = await verifyToken(cfg, token, parts);
    if (verified.size > 1000) verified.clear();
    verified.set(token, claims);
  }
  checkTimes(claims);
  const emulator = isEmulatorToken(cfg, claims);
  if (emulator) checkEmulatorClaims(cfg, claims);
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : cfg.anonRole;
  checkRole(cfg, role, emulator);
  return { role, claims: { ...claims, role }, authenticated: role !== cfg.anonRole };
}

/**
 * PostgREST switches to the role of the token as `authenticator`, which Supabase grants only anon,
 * authenticated and service_role: any other existing role fails with 42501 (403, the token is valid) and
 * an unknown one with 22023 (401). Unsigned emulator tokens can be written by anyone, so they never
 * reach service_role.
 */
function checkRole(cfg: AuthConfig, role: string, emulator: boolean): void {
  if (TOKEN_ROLES.has(role) && !(emulator && role === 'service_role')) return;
  if (cfg.knownRoles.has(role) || TOKEN_ROLES.has(role))
    throw new ApiError(403, '42501', `permission denied to set role "${role}"`);
  throw new ApiError(401, '22023', `role "${role}" does not exist`, null, null, {
    'WWW-Authenticate': 'Bearer',
  });
}

async function verifyToken(
  cfg: AuthConfig,
  token: string,
  parts: string[],
): Promise<Record<string, unknown>> {
  const header = decodePart(parts[0]);
  if (header === null) throw unauthorized('PGRST301', 'JWT cryptographic operation failed');
  if (header.alg === 'none') {
    const claims = decodePart(parts[1]);
    if (!cfg.firebaseEmulatorProject || claims === null || !isEmulatorToken(cfg, claims))
      throw unauthorized('PGRST301', 'Wrong or unsupported encoding algorithm');
    return claims;
  }
  if (header.alg !== 'HS256') throw unauthorized('PGRST301', 'Wrong or unsupported encoding algorithm');
  try {
    await compactVerify(token, cfg.secret, { algorithms: ['HS256'] });
  } catch {
    throw unauthorized('PGRST301', 'JWT cryptographic operation failed');
  }
  const claims = decodePart(parts[1]);
  if (claims === null) throw unauthorized('PGRST303', 'Parsing claims failed');
  return claims;
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function checkTimes(claims: Record<string, unknown>): void {
  const now = Math.floor(Date.now() / 1000);
  for (const name of ['exp', 'nbf', 'iat'] as const) {
    if (claims[name] !== undefined && typeof claims[name] !== 'number')
      throw unauthorized('PGRST303', `The JWT '${name}' claim must be a number`);
  }
  if (typeof claims.exp === 'number' && now - SKEW_SECONDS >= claims.exp)
    throw unauthorized('PGRST303', 'JWT expired');
  if (typeof claims.nbf === 'number' && now + SKEW_SECONDS < claims.nbf)
    throw unauthorized('PGRST303', 'JWT not yet valid');
  if (typeof claims.iat === 'number' && now + SKEW_SECONDS < claims.iat)
    throw unauthorized('PGRST303', 'JWT issued at future');
}

const isEmulatorToken = (cfg: AuthConfig, claims: Record<string, unknown>) =>
  cfg.firebaseEmulatorProject !== undefined &&
  typeof claims.iss === 'string' &&
  claims.iss.startsWith('https://securetoken.google.com/');

function checkEmulatorClaims(cfg: AuthConfig, claims: Record<string, unknown>): void {
  const project = cfg.firebaseEmulatorProject as string;
  if (claims.iss !== `https://securetoken.google.com/${project}`)
    throw unauthorized('PGRST303', 'JWT not in audience');
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(project)) throw unauthorized('PGRST303', 'JWT not in audience');
  if (typeof claims.exp !== 'number') throw unauthorized('PGRST303', "The JWT 'exp' claim must be a number");
}
