// Downloads and object info. Authenticated reads select the row as the caller (RLS decides); public and
// signed reads have already been decided by the bucket flag or the token, so the row is read as superuser.
import type { AuthResult } from '../auth';
import { asRole, OBJECT_SELECT, type ObjectRow, type StorageRequest } from './context';
import { errors, sendJson } from './errors';

export async function objectAsCaller(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const row = await asRole(
    r,
    who,
    true,
    async (tx) =>
      (await tx.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [bucket, key]))
        .rows[0],
  );
  if (!row) throw errors.noSuchKey();
  return row;
}

const meta = (row: ObjectRow) => (row.metadata ?? {}) as Record<string, unknown>;

/**
 * The headers of a served object (a download or a rendered image): its type and size, the stored cache
 * control, date and ETag, no sniffing, no script for anything but a PDF, and `?download[=name]` as an
 * attachment.
 */
export function objectHeaders(
  r: StorageRequest,
  row: ObjectRow,
  contentType: string,
  length: number,
): Record<string, string> {
  const m = meta(row);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(length),
    'Cache-Control': typeof m.cacheControl === 'string' ? m.cacheControl : 'no-cache',
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  // Served from the API's origin: an uploaded SVG/XML/HTML must not run script there. PDFs are left
  // alone because Chromium refuses to show a PDF in a sandboxed document.
  if (!contentType.startsWith('application/pdf'))
    headers['Content-Security-Policy'] =
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
  if (typeof m.eTag === 'string') headers.ETag = m.eTag;
  const download = r.query.get('download');
  if (download !== null) {
    const name = download || row.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
  }
  return headers;
}

/** Streams the object's bytes with its stored content type and cache control. */
export async function sendObject(r: StorageRequest, row: ObjectRow): Promise<void> {
  const size = row.version ? await r.state.files.size(row.version) : null;
  if (size === null || !row.version) throw errors.noSuchKey();
  const m = meta(row);
  const type = typeof m.mimetype === 'string' ? m.mimetype : 'application/octet-stream';
  for (const [k, v] of Object.entries(objectHeaders(r, row, type, size))) r.res.setHeader(k, v);
  r.res.statusCode = 200;
  if (r.method === 'HEAD') return void r.res.end();
  r.state.files.pipe(row.version, r.res);
}

/** `GET /object/info/...`: the shape storage-js turns into camelCase FileObjectV2. */
export function sendInfo(r: StorageRequest, row: ObjectRow): void {
  const m = meta(row);
  sendJson(r.res, {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: m.size ?? null,
    content_type: m.mimetype ?? null,
    cache_control: m.cacheControl ?? null,
    etag: m.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}
