// `POST /object/list-v2/:bucket` (storage-js `listV2`): full keys under `prefix`, optionally collapsed
// into folders at the next `/` (`with_delimiter`), sorted, at most `limit` entries (1000 max) and a
// cursor for the rest, as Supabase Storage's listObjectsV2 does. Rows are read as the caller.
import type { AuthResult } from '../auth';
import { asRole, type StorageRequest } from './context';
import { errors, sendJson } from './errors';

interface Row {
  id: string | null;
  name: string;
  bucket_id: string;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

type Column = 'name' | 'created_at' | 'updated_at';
const COLUMNS: Column[] = ['name', 'created_at', 'updated_at'];

interface Cursor {
  startAfter: string;
  order: 'asc' | 'desc';
  column: Column;
  after?: string;
}

// Storage's continuation token: base64 of `k:value` lines (l = last name, o = order, c = column,
// a = the last row's value of a date column).
const encodeCursor = (c: Cursor) =>
  Buffer.from(
    [`l:${c.startAfter}`, `o:${c.order}`, `c:${c.column}`, ...(c.after ? [`a:${c.after}`] : [])].join('\n'),
  ).toString('base64');

function decodeCursor(token: string): Cursor {
  const parts = new Map<string, string>();
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^(\S):(.*)$/.exec(line);
    if (!m || !'loca'.includes(m[1])) throw errors.invalidRequest('Invalid continuation token');
    parts.set(m[1], m[2]);
  }
  const column = (parts.get('c') ?? 'name') as Column;
  if (!COLUMNS.includes(column)) throw errors.invalidRequest('Invalid continuation token');
  return {
    startAfter: parts.get('l') ?? '',
    order: parts.get('o') === 'desc' ? 'desc' : 'asc',
    column,
    after: parts.get('a'),
  };
}

export async function handleListV2(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  body: Record<string, unknown>,
): Promise<void> {
  const prefix = typeof body.prefix === 'string' ? body.prefix : '';
  const limit = body.limit === undefined ? 1000 : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1) throw errors.invalidRequest('limit must be a positive integer');
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
  const cursor = typeof body.cursor === 'string' && body.cursor ? decodeCursor(body.cursor) : undefined;
  const column = cursor?.column ?? ((sortBy.column ?? 'name') as Column);
  if (!COLUMNS.includes(column)) throw errors.invalidRequest(`Invalid sort column: ${column}`);
  const order = cursor?.order ?? ((sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc');
  const max = Math.min(limit, 1000);

  const rows = await asRole(
    r,
    who,
    true,
    async (tx) =>
      (
        await tx.query<Row>(
          `select id, name, bucket_id, updated_at, created_at, last_accessed_at, metadata from storage.objects
           where bucket_id = $1 and starts_with(name, $2)`,
          [bucket, prefix],
        )
      ).rows,
  );
  const sign = order === 'desc' ? -1 : 1;
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const value = (row: Row) => (column === 'name' ? null : (row[column]?.getTime() ?? 0));
  const cmp = (a: Row, b: Row) => {
    const va = value(a);
    const vb = value(b);
    const c = va !== null && vb !== null && va !== vb ? va - vb : byName(a.name, b.name);
    return sign * c;
  };
  rows.sort(cmp);

  // Entries after the cursor; folders (with_delimiter) once each, at the place of their first key.
  const afterTime = cursor?.after ? new Date(cursor.after).getTime() : undefined;
  const isAfter = (row: Row) => {
    if (!cursor) return true;
    if (column !== 'name' && afterTime !== undefined) {
      const v = value(row) as number;
      if (v !== afterTime) return sign * (v - afterTime) > 0;
    }
    return sign * byName(row.name, cursor.startAfter) > 0;
  };
  const entries: Row[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    let entry = row;
    if (body.with_delimiter === true) {
      const slash = row.name.indexOf('/', prefix.length);
      if (slash >= 0) {
        const folder = row.name.slice(0, slash + 1);
        if (seen.has(folder)) continue;
        seen.add(folder);
        entry = { ...row, id: null, name: folder };
      }
    }
    if (!isAfter(entry)) continue;
    entries.push(entry);
    if (entries.length > max) break;
  }
  const hasNext = entries.length > max;
  const page = entries.slice(0, max);
  const last = page[page.length - 1];
  const folders = page
    .filter((e) => e.id === null)
    .map((e) => ({ id: null, name: e.name, bucket_id: e.bucket_id }));
  const objects = page.filter((e) => e.id !== null);
  const lastDate = last && column !== 'name' ? last[column] : null;
  sendJson(r.res, {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            order,
            column,
            after: lastDate ? lastDate.toISOString() : undefined,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    folders,
    objects,
  });
}
