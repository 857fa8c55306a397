// `POST /object/list/:bucket`: one folder level under `prefix`, folders as entries with a null id (as
// storage.search does), filtered by `search`, sorted, then paged. Rows are read as the caller.
import type { AuthResult } from '../auth';
import { asRole, type StorageRequest } from './context';
import { errors, sendJson } from './errors';

interface Entry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

const SORTABLE = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORTABLE)[number];

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function handleList(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  body: Record<string, unknown>,
): Promise<void> {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  const limit = Number(body.limit ?? 100);
  const offset = Number(body.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0)
    throw errors.invalidRequest('limit and offset must be non-negative integers');
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
  const column = (sortBy.column ?? 'name') as SortColumn;
  if (!SORTABLE.includes(column)) throw errors.invalidRequest(`Invalid sort column: ${column}`);
  const desc = (sortBy.order ?? 'asc').toLowerCase() === 'desc';
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';

  const rows = await asRole(
    r,
    who,
    true,
    async (tx) =>
      (
        await tx.query<Entry>(
          `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and name like $2 escape '\\'`,
          [bucket, `${likeEscape(prefix)}%`],
        )
      ).rows,
  );
  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) files.push({ ...row, name: rest });
    else {
      const name = rest.slice(0, slash);
      folders.set(name, {
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const entries = [...folders.values(), ...files].filter((e) => e.name.toLowerCase().startsWith(search));
  entries.sort((a, b) => compare(a, b, column, desc));
  sendJson(r.res, entries.slice(offset, offset + limit));
}

/** Like Postgres: NULLs sort last ascending and first descending; ties by name. */
function compare(a: Entry, b: Entry, column: SortColumn, desc: boolean): number {
  const va = a[column];
  const vb = b[column];
  let c: number;
  if (va === null || vb === null) c = va === vb ? 0 : va === null ? 1 : -1;
  else c = va < vb ? -1 : va > vb ? 1 : 0;
  if (desc) c = -c;
  return c !== 0 ? c : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
