// A server-paged list drawn by its screen (a grid of cards such as contacts or constancias): search,
// filters, paging with the total count and the four query states, without a table engine. DataTable is
// this frame with columns (a table from md up and cards on phones). Params live in the URL
// (useTableParams); the API function of each list reads them and pages on the server. A page left without
// rows (its last rows deleted, even a 416 past the end) gives way to the last page with rows.
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';

import { QueryStates, type EmptyCopy } from '@/components/query-states';
import type { TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';

import { Pagination } from './pagination';
import { SearchInput } from './search-input';
import { usePageInRange } from './use-page-in-range';
import type { OnParamsChange } from './use-table-params';

export interface DataListProps<T> {
  query: UseQueryResult<Page<T>>;
  params: TableParams;
  onParamsChange: OnParamsChange;
  texts: { loading: string; error: { title: string; description: string }; empty: EmptyCopy };
  /** Shown instead of `texts.empty` when a search or filter is active. */
  noMatches?: EmptyCopy;
  search?: { label: string; placeholder?: string };
  /** Extra filters beside the search box. */
  filters?: React.ReactNode;
  /** True when something other than the search narrows the list (for the no-matches state). */
  filtered?: boolean;
  /** Draws the page's rows; the list it draws should carry an accessible name. */
  renderRows: (rows: T[]) => React.ReactNode;
}

export function DataList<T>(props: DataListProps<T>) {
  const { query, params, onParamsChange } = props;
  const movingPage = usePageInRange(query, params, onParamsChange);
  // A page past the end is not a failure the person should read about: the list is on its way to its
  // last page with rows, so it shows as loading meanwhile.
  const shown = movingPage
    ? { ...query, isError: false, isPending: true, fetchStatus: 'fetching' as const }
    : query;
  const narrowed = params.search.trim() !== '' || props.filtered === true;
  const empty = narrowed && props.noMatches ? props.noMatches : props.texts.empty;

  // One minmax(0, 1fr) column (grid-cols-1): a table wider than the page scrolls inside its own box
  // instead of widening the page (an auto column would grow to the table's min-content width).
  return (
    <div className="grid grid-cols-1 gap-4">
      {(props.search || props.filters) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {props.search && (
            <SearchInput
              value={params.search}
              onChange={(search) => onParamsChange({ search })}
              label={props.search.label}
              placeholder={props.search.placeholder}
            />
          )}
          {props.filters}
        </div>
      )}
      <QueryStates
        query={shown}
        loading={props.texts.loading}
        error={props.texts.error}
        empty={empty}
        isEmpty={(page) => page.total === 0}
      >
        {(page) => (
          <div className="grid grid-cols-1 gap-4" aria-busy={query.isPlaceholderData || undefined}>
            {props.renderRows(page.rows)}
            <Pagination params={params} total={page.total} onChange={onParamsChange} />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
