// `/bucket` routes, every statement as the caller: RLS on storage.buckets decides (the service role and
// migrations manage buckets; the portal grants no bucket writes to API callers).
import type { AuthResult } from '../auth';
import { asRole, type StorageRequest } from './context';
import { errors, sendJson } from './errors';
import { assertBucketName, parseSize } from './keys';

// The columns Supabase Storage's bucket routes select (no owner_id).
const COLUMNS =
  'id, name, owner, public, created_at, updated_at, file_size_limit::float8 as file_size_limit, allowed_mime_types';
const SORTABLE = new Set(['id', 'name', 'created_at', 'updated_at']);

export async function handleListBuckets(r: StorageRequest, who: AuthResult): Promise<void> {
  const q = r.query;
  const column = q.get('sortColumn') ?? 'name';
  if (!SORTABLE.has(column)) throw errors.invalidRequest(`Invalid sort column: ${column}`);
  const order = (q.get('sortOrder') ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = q.has('limit') ? Number(q.get('limit')) : null;
  const offset = Number(q.get('offset') ?? 0);
  const rows = await asRole(
    r,
    who,
    true,
    async (tx) =>
      (
        await tx.query(
          `select ${COLUMNS} from storage.buckets where ($1::text is null or name ilike '%' || $1 || '%')
         order by ${column} ${order} limit $2 offset $3`,
          [q.get('search'), limit, offset],
        )
      ).rows,
  );
  sendJson(r.res, rows);
}

export async function handleGetBucket(r: StorageRequest, who: AuthResult, id: string): Promise<void> {
  const rows = await asRole(
    r,
    who,
    true,
    async (tx) => (await tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [id])).rows,
  );
  if (!rows[0]) throw errors.noSuchBucket();
  sendJson(r.res, rows[0]);
}

const mimeList = (v: unknown): string[] | null => {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || !v.every((t) => typeof t === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(t)))
    throw errors.invalidRequest('allowed_mime_types must be a list of mime types');
  return v as string[];
};

export async function handleCreateBucket(
  r: StorageRequest,
  who: AuthResult,
  body: Record<string, unknown>,
): Promise<void> {
  const name = assertBucketName(body.name ?? body.id);
  const id = assertBucketName(body.id ?? name);
  const sub = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  await asRole(r, who, false, async (tx) => {
    await tx.query(
      `insert into storage.buckets (id, name, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        name,
        sub,
        body.public === true,
        parseSize(body.file_size_limit),
        mimeList(body.allowed_mime_types),
      ],
    );
  }).catch((err: { code?: string }) => {
    throw err.code === '23505' ? errors.bucketExists() : err;
  });
  sendJson(r.res, { name: id });
}

export async function handleUpdateBucket(
  r: StorageRequest,
  who: AuthResult,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  // Only the fields the body names change, as Supabase Storage does: a body with just `public` must not
  // lift the bucket's size limit or type list.
  const sets = ['updated_at = now()'];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (typeof body.public === 'boolean') set('public', body.public);
  if (body.file_size_limit !== undefined) set('file_size_limit', parseSize(body.file_size_limit));
  if (body.allowed_mime_types !== undefined) set('allowed_mime_types', mimeList(body.allowed_mime_types));
  const changed = await asRole(r, who, false, async (tx) => {
    const res = await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params);
    return res.affectedRows ?? 0;
  });
  if (changed === 0) throw errors.noSuchBucket();
  sendJson(r.res, { message: 'Successfully updated' });
}

export async function handleEmptyBucket(r: StorageRequest, who: AuthResult, id: string): Promise<void> {
  const versions = await asRole(r, who, false, async (tx) => {
    const exists = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (exists.rows.length === 0) throw errors.noSuchBucket();
    return (
      await tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 returning version',
        [id],
      )
    ).rows;
  });
  await r.state.files.remove(...versions.map((v) => v.version));
  sendJson(r.res, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

export async function handleDeleteBucket(r: StorageRequest, who: AuthResult, id: string): Promise<void> {
  await asRole(r, who, false, async (tx) => {
    const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (objects.rows.length > 0) throw errors.bucketNotEmpty();
    const res = await tx.query('delete from storage.buckets where id = $1', [id]);
    if ((res.affectedRows ?? 0) === 0) throw errors.noSuchBucket();
  }).catch((err: { code?: string }) => {
    // Objects the caller cannot see still block the delete (foreign key), as on Supabase.
    throw err.code === '23503' ? errors.bucketNotEmpty() : err;
  });
  sendJson(r.res, { message: 'Successfully deleted' });
}
