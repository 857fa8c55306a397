// The app's table: a DataList (server-side paging with the total count, search, filters, the four query
// states) whose rows are columns: sorting, row actions and selection, a table from md up and cards on
// phones. A list drawn as its own cards at every width is a DataList, without TanStack Table's engine.
import { getCoreRowModel, useReactTable, type SortingState, type Updater } from '@tanstack/react-table';
import * as React from 'react';

import { CardView } from './card-view';
import { DataList, type DataListProps } from './data-list';
import { TableView, tableTexts } from './table-view';
import type { Columns, RowActions, Selection } from './types';

export const selectionTexts = {
  all: 'Seleccionar todas las filas de la página',
  row: 'Seleccionar fila',
} as const;

export interface DataTableProps<T> extends Omit<DataListProps<T>, 'renderRows'> {
  /** Accessible name of the table (and of the card list on phones). */
  label: string;
  columns: Columns<T>;
  getRowId: (row: T) => string;
  rowActions?: RowActions<T>;
  selection?: Selection;
}

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
  const columns = useColumns(props.columns, props.rowActions, selection);
  const sorting: SortingState = params.sort ? [params.sort] : [];
  const rowSelection = Object.fromEntries((selection?.selected ?? []).map((id) => [id, true]));

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

  return (
    <DataList
      {...props}
      renderRows={() => (
        <>
          <TableView table={table} label={label} />
          <CardView table={table} label={label} />
        </>
      )}
    />
  );
}
