// One page of a server-side list: the company scope, the search, the sort and the page of a select that
// asked for the exact count, then the `{ data, count, error }` answer unpacked once into a Page; and the
// query options of such a list within a scope, declared by its table or view, columns and filters.
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { ilikeAny } from '@/utils/search';

import { countedSelect, type CountedSelect } from './counted-select';
import type { QueryToastMeta } from './query-client';
import { allowedSort, pageRange, type SortParam, type TableParams } from './table-params';
import type { ReadSource } from './tables';
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

export interface ScopedPageSpec<S extends ReadSource, C extends string, P extends TableParams> extends Omit<
  PagedListOptions<CountedSelect<S, C>>,
  'params' | 'scope'
> {
  /** The table or view listed, and its columns (which give the row type). */
  from: S;
  columns: C;
  /** The filters every page keeps (a status group, a linked item), from the list's own params if any. */
  where?: (query: CountedSelect<S, C>, params: P) => CountedSelect<S, C>;
  /** The cache key of one page of one scope. */
  key: (scope: string, params: P) => QueryKey;
  meta: QueryToastMeta;
}

/** What fetchPage is given: any select of any source (the spec's own types are checked where it is written). */
type AnyList = ListQuery<AnyList>;

/**
 * The query options of a list shown one server page at a time within a scope (a company, ALL_COMPANIES,
 * a course, a person): `(scope, params) => queryOptions`, keeping the previous page on screen while the
 * next loads. Without a scope yet (null: the person's company or profile still loading) nothing is asked.
 */
export function scopedPageQuery<S extends ReadSource, C extends string, P extends TableParams = TableParams>({
  from,
  columns,
  where = (query) => query,
  key,
  meta,
  ...list
}: ScopedPageSpec<S, C, P>) {
  const page = (scope: string, params: P) =>
    fetchPage(where(countedSelect(from, columns), params) as unknown as AnyList, {
      ...(list as Omit<PagedListOptions<AnyList>, 'params'>),
      params,
      scope,
    }) as Promise<Page<RowOf<CountedSelect<S, C>>>>;
  return (scope: string | null | undefined, params: P) =>
    queryOptions({
      queryKey: key(scope ?? '', params),
      queryFn: scope ? () => page(scope, params) : skipToken,
      placeholderData: keepPreviousData,
      meta,
    });
}

/** The row of a list made by scopedPageQuery: `PageRow<typeof contactsPageQuery>`. */
export type PageRow<F extends (scope: string, params: never) => { queryFn?: unknown }> =
  Exclude<ReturnType<F>['queryFn'], SkipToken | undefined> extends (...args: never[]) => infer R
    ? Awaited<R> extends Page<infer Row>
      ? Row
      : never
    : never;
