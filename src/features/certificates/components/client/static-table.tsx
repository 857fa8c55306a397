// A small fixed list shown with the data table's own views (a table from md up, cards on phones),
// without server paging or sorting.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { CardView } from '@/components/data-table/card-view';
import { TableView } from '@/components/data-table/table-view';
import type { Columns } from '@/components/data-table/types';

interface StaticTableProps<T> {
  label: string;
  columns: Columns<T>;
  rows: T[];
  getRowId: (row: T) => string;
}

export function StaticTable<T>({ label, columns, rows, getRowId }: StaticTableProps<T>) {
  // TanStack Table returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  });
  return (
    <div className="grid gap-4">
      <TableView table={table} label={label} />
      <CardView table={table} label={label} />
    </div>
  );
}
