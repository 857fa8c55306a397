// A list's paging, sorting and search live in the URL (?page=2&sort=name.asc&q=...), so a reload, a
// shared link and the back button keep them. Each list API takes these params and pages on the server.
export interface SortParam {
  id: string;
  desc: boolean;
}

export interface TableParams {
  /** 0-based page index. */
  page: number;
  pageSize: number;
  sort: SortParam | null;
  search: string;
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function parseSort(value: string | null): SortParam | null {
  const match = /^([a-z_][a-z0-9_]*)\.(asc|desc)$/.exec(value ?? '');
  return match ? { id: match[1], desc: match[2] === 'desc' } : null;
}

export function formatSort(sort: SortParam | null): string | null {
  return sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : null;
}

export function parseTableParams(params: URLSearchParams, defaults: Partial<TableParams> = {}): TableParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : (defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    sort: parseSort(params.get('sort')) ?? defaults.sort ?? null,
    search: params.get('q') ?? '',
  };
}

/**
 * The sort a list API applies: the URL's when the list allows that column, else the list's default (a
 * URL may name any column, and PostgREST would answer an unknown one with an error).
 */
export function allowedSort(
  sort: SortParam | null,
  allowed: readonly string[],
  fallback: SortParam,
): SortParam {
  return sort && allowed.includes(sort.id) ? sort : fallback;
}

/** The 0-based index of the last page that has rows (0 for an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/**
 * The page to show instead of `page` when it lies past the end of a list of `total` rows (its last row
 * deleted, or removed by someone else before a refetch), or null when `page` is in range.
 */
export function pageInRange(page: number, pageSize: number, total: number): number | null {
  const last = lastPage(total, pageSize);
  return page > last ? last : null;
}

/** The range PostgREST takes for a page: [from, to], both inclusive. */
export function pageRange({ page, pageSize }: Pick<TableParams, 'page' | 'pageSize'>): [number, number] {
  const from = page * pageSize;
  return [from, from + pageSize - 1];
}
