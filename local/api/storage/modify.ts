// Remove, move and copy, each as the caller: DELETE/UPDATE/INSERT policies on storage.objects decide.
// Files follow the rows: removed versions are deleted after commit, a copy's bytes are copied inside the
// transaction (a failed copy rolls the new row back). A move only renames the row.
import { randomUUID } from 'node:crypto';

import type { AuthResult } from '../auth';
import type { Tx } from '../backend';
import { RollbackWith } from '../request-tx';
import {
  asRole,
  bucketSettings,
  objectAsSuperuser,
  OBJECT_SELECT,
  ownerOf,
  type Bucket,
  type ObjectRow,
  type StorageRequest,
} from './context';
import { errors, sendJson } from './errors';
import { assertKey, mimeAllowed } from './keys';
import { GLOBAL_FILE_SIZE_LIMIT } from './upload';

export async function handleRemoveMany(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  body: Record<string, unknown>,
): Promise<void> {
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > 1000 ||
    !prefixes.every((p) => typeof p === 'string')
  )
    throw errors.invalidRequest('prefixes must be an array of 1 to 1000 object names');
  const rows = await asRole(
    r,
    who,
    false,
    async (tx) =>
      (
        await tx.query<ObjectRow & { owner: string | null; owner_id: string | null }>(
          'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
          [bucket, prefixes],
        )
      ).rows,
  );
  await r.state.files.remove(...rows.map((row) => row.version));
  sendJson(
    r.res,
    rows.map(({ version: _v, ...row }) => row),
  );
}

export async function handleRemoveOne(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  key: string,
): Promise<void> {
  const rows = await asRole(
    r,
    who,
    false,
    async (tx) =>
      (
        await tx.query<{ version: string | null }>(
          'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
          [bucket, key],
        )
      ).rows,
  );
  if (rows.length === 0) throw errors.noSuchKey();
  await r.state.files.remove(rows[0].version);
  sendJson(r.res, { message: 'Successfully deleted' });
}

interface Transfer {
  bucket: string;
  source: string;
  destBucket: string;
  dest: string;
}

function transferOf(body: Record<string, unknown>): Transfer {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string')
    throw errors.invalidRequest('bucketId, sourceKey and destinationKey are required');
  const destBucket =
    typeof destinationBucket === 'string' && destinationBucket !== '' ? destinationBucket : bucketId;
  return { bucket: bucketId, source: sourceKey, destBucket, dest: assertKey(destinationKey) };
}

export async function handleMove(
  r: StorageRequest,
  who: AuthResult,
  body: Record<string, unknown>,
): Promise<void> {
  const t = transferOf(body);
  // Without RETURNING, a caller with an UPDATE policy but no SELECT policy can still move (as on Supabase).
  const move = (tx: Tx) =>
    tx.query('update storage.objects set bucket_id = $3, name = $4 where bucket_id = $1 and name = $2', [
      t.bucket,
      t.source,
      t.destBucket,
      t.dest,
    ]);
  if (t.destBucket !== t.bucket) {
    const dest = await bucketSettings(r, t.destBucket);
    // As Supabase Storage does: first test that the caller may move it (rolled back), then check the
    // destination bucket's limits against the object's metadata read as the superuser, so a move cannot
    // put a file where an upload or a copy of it would be refused.
    const allowed = await asRole(r, who, false, async (tx) => {
      const res = await move(tx);
      return new RollbackWith(res.affectedRows ?? 0);
    });
    if (allowed === 0) throw errors.noSuchKey();
    const src = await objectAsSuperuser(r, t.bucket, t.source);
    if (!src) throw errors.noSuchKey();
    checkLimits(dest, src);
  }
  const moved = await asRole(r, who, false, async (tx) => (await move(tx)).affectedRows ?? 0);
  if (moved === 0) throw errors.noSuchKey();
  sendJson(r.res, { message: 'Successfully moved' });
}

/** The destination bucket's type list and size limit (capped by the global one), as for an upload. */
function checkLimits(dest: Bucket, src: ObjectRow): void {
  const meta = (src.metadata ?? {}) as { mimetype?: string; size?: number };
  if (!mimeAllowed(dest.allowed_mime_types, meta.mimetype ?? 'application/octet-stream'))
    throw errors.invalidMime(meta.mimetype ?? 'application/octet-stream');
  if ((meta.size ?? 0) > Math.min(dest.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT))
    throw errors.tooLarge();
}

export async function handleCopy(
  r: StorageRequest,
  who: AuthResult,
  body: Record<string, unknown>,
): Promise<void> {
  const t = transferOf(body);
  const dest = await bucketSettings(r, t.destBucket);
  const id = randomUUID();
  const version = randomUUID();
  const { owner, ownerId } = ownerOf(who);
  try {
    await asRole(r, who, false, async (tx) => {
      const src = (
        await tx.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [t.bucket, t.source])
      ).rows[0];
      if (!src?.version) throw errors.noSuchKey();
      checkLimits(dest, src);
      const userMetadata = body.copyMetadata === false ? (body.metadata ?? null) : src.user_metadata;
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
        [
          id,
          t.destBucket,
          t.dest,
          owner,
          ownerId,
          JSON.stringify({ ...src.metadata, lastModified: new Date().toISOString() }),
          version,
          userMetadata === null ? null : JSON.stringify(userMetadata),
        ],
      );
      await r.state.files.copy(src.version, version);
    });
  } catch (err) {
    await r.state.files.remove(version);
    throw err;
  }
  sendJson(r.res, { Id: id, Key: `${t.destBucket}/${t.dest}` });
}
