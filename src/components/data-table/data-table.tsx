// The one list of the app: server-side paging with the total count, sorting, search, row actions and
// selection, a table from md up and cards on phones (or the list's own cards at every width), with the
// four query states. Params live in the URL (useTableParams); the API function of each list reads them and
// pages on the server. A page left without rows (its last rows deleted, even a 416 past the end) gives way
// to the last page with rows.
import type { UseQueryResult } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type SortingState, type Updater } from '@tanstack/react-table';
import * as React from 'react';

import { QueryStates, type EmptyCopy } from '@/components/query-states';

import { CardView } from './card-view';
import { Pagination } from './pagination';
import { SearchInput } from './search-input';
import type { OnParamsChange, TableParams } from './table-params';
import { TableView, tableTexts } from './table-view';
import type { Columns, Page, RowActions, Selection } from './types';
import { usePageInRange } from './use-page-in-range';

export const selectionTexts = {
  all: 'Seleccionar todas las filas de la página',
  row: 'Seleccionar fila',
} as const;

interface DataTableProps<T> {
  /** Accessible name of the table (and of the card list on phones). */
  label: string;
  /** The table's columns; a list drawn by `renderRows` alone may leave them out. */
  columns?: Columns<T>;
  query: UseQueryResult<Page<T>>;
  params: TableParams;
  onParamsChange: OnParamsChange;
  getRowId: (row: T) => string;
  texts: { loading: string; error: { title: string; description: string }; empty: EmptyCopy };
  /** Shown instead of `texts.empty` when a search or filter is active. */
  noMatches?: EmptyCopy;
  search?: { label: string; placeholder?: string };
  /** Extra filters beside the search box. */
  filters?: React.ReactNode;
  /** True when something other than the search narrows the list (for the no-matches state). */
  filtered?: boolean;
  rowActions?: RowActions<T>;
  selection?: Selection;
  /**
   * Draws the page's rows itself at every width (a grid of cards such as contacts or constancias) instead
   * of the table and its phone cards; search, paging, total and states stay the table's. The list it
   * draws should carry `label` as its accessible name.
   */
  renderRows?: (rows: T[]) => React.ReactNode;
}

const NO_COLUMNS: Columns<never> = [];

function useColumns<T>(columns: Columns<T>, rowActions?: RowActions<T>, selection?: Selection): Columns<T> {
  const hasSelection = selection !== undefined;
  return React.useMemo(() => {
    const out: Columns<T> = [];
    if (hasSelection) {
      out.push({
        id: 'select',
        enableSorting: false,
        meta: { className: 'w-10', cardHidden: true },
        header: ({ table }) => (
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-label={selectionTexts.all}
            checked={table.getIsAllPageRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-label={selectionTexts.row}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      });
    }
    out.push(...columns);
    if (rowActions) {
      out.push({
        id: 'actions',
        enableSorting: false,
        meta: { label: tableTexts.actions, className: 'text-right', pinned: true },
        cell: ({ row }) => <div className="flex justify-end gap-1">{rowActions(row.original)}</div>,
      });
    }
    return out;
  }, [columns, rowActions, hasSelection]);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, query, params, onParamsChange, getRowId, selection } = props;
  const columns = useColumns(props.columns ?? (NO_COLUMNS as Columns<T>), props.rowActions, selection);
  const sorting: SortingState = params.sort ? [params.sort] : [];
  const rowSelection = Object.fromEntries((selection?.selected ?? []).map((id) => [id, true]));
  const movingPage = usePageInRange(query, params, onParamsChange);
  // A page past the end is not a failure the person should read about: the list is on its way to its
  // last page with rows, so it shows as loading meanwhile.
  const shown = movingPage
    ? { ...query, isError: false, isPending: true, fetchStatus: 'fetching' as const }
    : query;

  // TanStack Table returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: query.data?.total ?? 0,
    state: {
      sorting,
      rowSelection,
      pagination: { pageIndex: params.page, pageSize: params.pageSize },
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onParamsChange({ sort: next[0] ?? null });
    },
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
  });

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
            {props.renderRows ? (
              props.renderRows(page.rows)
            ) : (
              <>
                <TableView table={table} label={label} />
                <CardView table={table} label={label} />
              </>
            )}
            <Pagination params={params} total={page.total} onChange={onParamsChange} />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
