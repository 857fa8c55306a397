// Per-request state of /storage/v1: who calls (the gateway's Kong-like key mapping and JWT checks) and
// the helpers that run metadata SQL as that caller, so RLS on storage.objects/storage.buckets decides.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { authenticate, chooseAuthorization, type AuthConfig, type AuthResult } from '../auth';
import type { Tx } from '../backend';
import { ApiError } from '../errors';
import { cookiesJson, header, headersJson } from '../http';
import type { RequestRunner, RequestSettings, RollbackWith } from '../request-tx';
import { errors } from './errors';
import type { FileStore } from './files';

export interface StorageState {
  runner: RequestRunner;
  auth: AuthConfig;
  files: FileStore;
}

export interface StorageRequest {
  state: StorageState;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
}

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

const SERVICE: AuthResult = { role: 'service_role', claims: { role: 'service_role' }, authenticated: true };

/** The caller's role and claims; a bad token is Storage's 400 InvalidJWT. */
export async function callerOf(r: StorageRequest): Promise<AuthResult> {
  const authorization = chooseAuthorization(
    r.state.auth,
    header(r.req, 'authorization'),
    header(r.req, 'apikey'),
  );
  // Supabase Storage verifies a JWT on every route but public and signed ones; with no key and no token
  // there is nothing to verify (it does not fall back to anon as PostgREST does).
  if (authorization === undefined) throw errors.accessDenied('Invalid Compact JWS');
  try {
    return await authenticate(r.state.auth, authorization);
  } catch (err) {
    if (err instanceof ApiError) throw errors.invalidJwt(err.message);
    throw err;
  }
}

function settings(r: StorageRequest, who: AuthResult, readOnly: boolean): RequestSettings {
  return {
    role: who.role,
    claims: JSON.stringify(who.claims),
    method: r.method,
    path: r.path,
    headers: headersJson(r.req),
    cookies: cookiesJson(r.req),
    searchPath: '"storage", "public", "extensions"',
    readOnly,
  };
}

/** Runs `fn` in the request transaction as `who` (the caller, or the service role for signed uploads). */
export function asRole<T>(
  r: StorageRequest,
  who: AuthResult,
  readOnly: boolean,
  fn: (tx: Tx) => Promise<T | RollbackWith<T>>,
): Promise<T> {
  return r.state.runner.run(settings(r, who, readOnly), fn);
}

export const asService = <T>(r: StorageRequest, fn: (tx: Tx) => Promise<T | RollbackWith<T>>) =>
  asRole(r, SERVICE, false, fn);

/**
 * Bucket settings read as the superuser, as Supabase Storage does for limits and the public flag: they
 * are configuration, not data the caller needs to be allowed to read.
 */
export async function bucketSettings(r: StorageRequest, id: string): Promise<Bucket> {
  const rows = await r.state.runner.exclusive(
    async (db) =>
      (
        await db.query<Bucket>(
          'select id, name, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
          [id],
        )
      ).rows,
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return rows[0];
}

/** Object row as the superuser (signed and public downloads, where the token or bucket decided access). */
export async function objectAsSuperuser(
  r: StorageRequest,
  bucket: string,
  key: string,
): Promise<ObjectRow | undefined> {
  return r.state.runner.exclusive(
    async (db) =>
      (await db.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [bucket, key]))
        .rows[0],
  );
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export const OBJECT_SELECT =
  'select id, bucket_id, name, version, metadata, user_metadata, created_at, updated_at, last_accessed_at from storage.objects';

export const ownerOf = (who: AuthResult): { owner: string | null; ownerId: string | null } => {
  const sub = typeof who.claims.sub === 'string' && who.claims.sub !== '' ? who.claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
};
