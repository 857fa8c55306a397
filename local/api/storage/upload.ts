// Uploads: limits first (bucket settings as the superuser), then the row written as the caller so RLS
// decides, then the bytes written inside the same transaction: a failed write rolls the row back, and a
// replaced version's file is only dropped once the new row is committed.
import { createHash, randomUUID } from 'node:crypto';

import type { AuthResult } from '../auth';
import { header } from '../http';
import { readUpload } from './body';
import { asRole, bucketSettings, ownerOf, type StorageRequest } from './context';
import { errors, sendJson } from './errors';
import { assertKey, mimeAllowed } from './keys';

/** Largest object the local API accepts whatever the bucket says (Supabase's default global limit). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface UploadTarget {
  bucket: string;
  key: string;
  upsert: boolean;
  who: AuthResult;
}

export async function handleUpload(r: StorageRequest, t: UploadTarget): Promise<void> {
  assertKey(t.key);
  const bucket = await bucketSettings(r, t.bucket);
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const upload = await readUpload(r.req, limit);
  if (!mimeAllowed(bucket.allowed_mime_types, upload.contentType))
    throw errors.invalidMime(upload.contentType);

  const version = randomUUID();
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: now,
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(t.who);
  const params = [
    randomUUID(),
    t.bucket,
    t.key,
    owner,
    ownerId,
    JSON.stringify(metadata),
    version,
    upload.userMetadata && JSON.stringify(upload.userMetadata),
  ];
  let result: { id: string; replaced: string | null };
  try {
    result = await asRole(r, t.who, false, async (tx) => {
      let id = params[0] as string;
      let replaced: string | null = null;
      if (t.upsert) {
        const old = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2',
          [t.bucket, t.key],
        );
        replaced = old.rows[0]?.version ?? null;
        // ON CONFLICT DO UPDATE needs the caller's SELECT and UPDATE policies on the existing row, as on Supabase.
        const done = await tx.query<{ id: string }>(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)
           on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
             metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata,
             last_accessed_at = now()
           returning id`,
          params,
        );
        id = done.rows[0].id;
      } else {
        // No RETURNING: that would also need a SELECT policy, which a plain upload does not.
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
          params,
        );
      }
      await r.state.files.write(version, upload.bytes);
      return { id, replaced };
    });
  } catch (err) {
    await r.state.files.remove(version);
    throw err;
  }
  if (result.replaced !== version) await r.state.files.remove(result.replaced);
  sendJson(r.res, { Id: result.id, Key: `${t.bucket}/${t.key}` });
}

/** `x-upsert: true` as storage-js sends it (PUT always overwrites, as Supabase's update does). */
export const wantsUpsert = (r: StorageRequest): boolean =>
  r.method === 'PUT' || (header(r.req, 'x-upsert') ?? '').toLowerCase() === 'true';
