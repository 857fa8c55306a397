// Signed URLs: HS256 JWTs signed with the gateway secret carrying `url` (bucket/key) and `exp`, issued
// only after the caller's SELECT (download) or INSERT (upload) on storage.objects passed RLS. A download
// token and an upload token are told apart by the upload-only `upsert` claim.
import { randomUUID } from 'node:crypto';

import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

import type { AuthResult } from '../auth';
import { header } from '../http';
import { RollbackWith } from '../request-tx';
import { asRole, objectAsSuperuser, ownerOf, type StorageRequest } from './context';
import { objectAsCaller, sendObject } from './download';
import { errors, sendJson } from './errors';
import { assertKey } from './keys';
import { parseTransform, transformationSegments } from './transform';
import { handleUpload } from './upload';

const UPLOAD_TOKEN_SECONDS = 2 * 60 * 60;

function expiresInOf(body: Record<string, unknown>): number {
  const n = Number(body.expiresIn);
  if (!Number.isFinite(n) || n < 1)
    throw errors.invalidRequest('expiresIn must be a positive number of seconds');
  return Math.floor(n);
}

const sign = (r: StorageRequest, claims: Record<string, unknown>, seconds: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(r.state.auth.secret);

const downloadPath = async (r: StorageRequest, url: string, seconds: number) =>
  `/object/sign/${url}?token=${await sign(r, { url }, seconds)}`;

/**
 * With `transform`, Storage signs the transformations into the token and points the URL at
 * `/render/image/sign/…`, so they cannot be changed once signed.
 */
async function transformedPath(r: StorageRequest, url: string, seconds: number, transform: unknown) {
  if (typeof transform !== 'object' || transform === null || Object.keys(transform).length === 0)
    return downloadPath(r, url, seconds);
  const t = transform as Record<string, unknown>;
  const options = parseTransform((n) => t[n], 'body/transform');
  const claims = {
    url,
    transformations: transformationSegments(options).join(','),
    format: options.format ?? '',
  };
  return `/render/image/sign/${url}?token=${await sign(r, claims, seconds)}`;
}

export async function handleSignOne(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  key: string,
  body: Record<string, unknown>,
): Promise<void> {
  const seconds = expiresInOf(body);
  await objectAsCaller(r, who, bucket, key);
  sendJson(r.res, { signedURL: await transformedPath(r, `${bucket}/${key}`, seconds, body.transform) });
}

export async function handleSignMany(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  body: Record<string, unknown>,
): Promise<void> {
  const seconds = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string'))
    throw errors.invalidRequest('paths must be an array of strings');
  const visible = await asRole(
    r,
    who,
    true,
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
          [bucket, paths],
        )
      ).rows,
  );
  const names = new Set(visible.map((v) => v.name));
  const out = [];
  for (const path of paths as string[]) {
    out.push(
      names.has(path)
        ? { error: null, path, signedURL: await downloadPath(r, `${bucket}/${path}`, seconds) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    );
  }
  sendJson(r.res, out);
}

export async function verifySigned(
  r: StorageRequest,
  url: string,
  kind: 'download' | 'upload',
): Promise<JWTPayload> {
  const token = r.query.get('token');
  if (!token) throw errors.invalidRequest('Missing token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, r.state.auth.secret, { algorithms: ['HS256'] }));
  } catch (err) {
    throw errors.invalidJwt(err instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (typeof payload.exp !== 'number' || payload.url !== url || 'upsert' in payload !== (kind === 'upload'))
    throw errors.invalidSignature();
  return payload;
}

export async function handleSignedDownload(r: StorageRequest, bucket: string, key: string): Promise<void> {
  await verifySigned(r, `${bucket}/${key}`, 'download');
  const row = await objectAsSuperuser(r, bucket, key);
  if (!row) throw errors.noSuchKey();
  await sendObject(r, row);
}

/** Issues an upload token once the caller could insert the row (tested in a rolled-back transaction). */
export async function handleSignUpload(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  key: string,
): Promise<void> {
  assertKey(key);
  const upsert = (header(r.req, 'x-upsert') ?? '').toLowerCase() === 'true';
  const { ownerId } = ownerOf(who);
  await asRole(r, who, false, async (tx) => {
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner_id, version) values ($1, $2, $3, $4, $5)
       ${upsert ? 'on conflict (bucket_id, name) do update set version = excluded.version' : ''}`,
      [randomUUID(), bucket, key, ownerId, randomUUID()],
    );
    return new RollbackWith(undefined);
  });
  const url = `${bucket}/${key}`;
  const token = await sign(r, { url, owner: ownerId, upsert }, UPLOAD_TOKEN_SECONDS);
  sendJson(r.res, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/** The upload itself runs as the service role (the token is the permission), owned by the token's owner. */
export async function handleSignedUpload(r: StorageRequest, bucket: string, key: string): Promise<void> {
  const payload = await verifySigned(r, `${bucket}/${key}`, 'upload');
  const sub = typeof payload.owner === 'string' ? payload.owner : undefined;
  const who: AuthResult = {
    role: 'service_role',
    claims: { role: 'service_role', ...(sub ? { sub } : {}) },
    authenticated: true,
  };
  await handleUpload(r, { bucket, key, upsert: payload.upsert === true, who });
}
