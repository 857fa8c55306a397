// One page of a server-side list: the company scope, the search, the sort and the page of a select that
// asked for the exact count, then the `{ data, count, error }` answer unpacked once into a Page; and the
// query options of such a list within a scope.
import { keepPreviousData, queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { ilikeAny } from '@/utils/search';

import type { QueryToastMeta } from './query-client';
import { allowedSort, pageRange, type SortParam, type TableParams } from './table-params';
import type { Page } from './types';

type ListAnswer = { data: unknown[] | null; count: number | null; error: unknown };

/** What a list needs of a supabase-js filter builder (whose methods return the builder itself). */
export interface ListQuery<Q> extends PromiseLike<ListAnswer> {
  eq(column: string, value: string): Q;
  or(filters: string): Q;
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean }): Q;
  range(from: number, to: number): Q;
}

/** The row type a select returns. */
export type RowOf<Q> = Q extends PromiseLike<{ data: (infer Row)[] | null }> ? Row : never;

export interface PagedListOptions<Q> {
  params: Pick<TableParams, 'page' | 'pageSize' | 'sort' | 'search'>;
  /** ALL_COMPANIES (no filter) or one company's id; left out, the list is not scoped. */
  scope?: CompanyScope;
  /** The column the scope matches (company_id unless said). */
  scopeColumn?: string;
  /** The columns the search looks in (ilike anywhere in any), or the `.or()` filter for a typed term. */
  search?: readonly string[] | ((term: string) => string);
  /** The sortable columns: the URL's sort when allowed, else `defaultSort`. */
  sorts: readonly string[];
  defaultSort: SortParam;
  /** False when the sortable columns never hold nulls: the order then leaves PostgREST's default. */
  nullsLast?: boolean;
  /** Orders a sort that is not one nullable column (a period of year and month, a view without id). */
  order?: (query: Q, sort: SortParam) => Q;
}

/** One column (nulls last unless told), then the id: a total order, so rows never move between pages. */
export function orderByColumn<Q extends ListQuery<Q>>(query: Q, sort: SortParam, nullsLast = true): Q {
  const ascending = !sort.desc;
  return query.order(sort.id, nullsLast ? { ascending, nullsFirst: false } : { ascending }).order('id');
}

/** A time column, then the id in the same direction (one index on both serves either direction). */
export function orderByTime(column: string) {
  return <Q extends ListQuery<Q>>(query: Q, sort: SortParam): Q =>
    query.order(column, { ascending: !sort.desc }).order('id', { ascending: !sort.desc });
}

export async function fetchPage<Q extends ListQuery<Q>>(
  query: Q,
  options: PagedListOptions<Q>,
): Promise<Page<RowOf<Q>>> {
  const { params, scope, scopeColumn = 'company_id', search, nullsLast = true } = options;
  const order = options.order ?? ((list: Q, sort: SortParam) => orderByColumn(list, sort, nullsLast));
  let list = query;
  if (scope !== undefined && scope !== ALL_COMPANIES) list = list.eq(scopeColumn, scope);
  const term = params.search.trim();
  if (term && search) list = list.or(typeof search === 'function' ? search(term) : ilikeAny(search, term));
  const sorted = order(list, allowedSort(params.sort, options.sorts, options.defaultSort));
  const [from, to] = pageRange(params);
  const { data, count, error } = await sorted.range(from, to);
  if (error) throw error;
  return { rows: (data ?? []) as RowOf<Q>[], total: count ?? 0 };
}

export interface ScopedPageSpec<Q extends ListQuery<Q>, P extends TableParams> extends Omit<
  PagedListOptions<Q>,
  'params' | 'scope'
> {
  /** The cache key of one page of one scope. */
  key: (scope: string, params: P) => QueryKey;
  /** The select (asking for the exact count) with the list's fixed filters; `params` for filters of its own. */
  select: (params: P) => Q;
  meta: QueryToastMeta;
}

/**
 * The query options of a list shown one server page at a time within a scope (a company, ALL_COMPANIES,
 * a course, a person): `(scope, params) => queryOptions`, keeping the previous page on screen while the
 * next loads. Without a scope yet (null: the person's company or profile still loading) nothing is asked.
 */
export function scopedPageQuery<Q extends ListQuery<Q>, P extends TableParams = TableParams>({
  key,
  select,
  meta,
  ...list
}: ScopedPageSpec<Q, P>) {
  return (scope: string | null | undefined, params: P) =>
    queryOptions<Page<RowOf<Q>>>({
      queryKey: key(scope ?? '', params),
      queryFn: scope ? () => fetchPage(select(params), { ...list, params, scope }) : skipToken,
      placeholderData: keepPreviousData,
      meta,
    });
}
