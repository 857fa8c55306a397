// md and up: a real <table> with sortable headers (aria-sort) and an optional selection column.
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/utils/cn';

export const tableTexts = {
  actions: 'Acciones',
  sortBy: (label: string) => `Ordenar por ${label}`,
} as const;

// A pinned column sits over the cells scrolling under it, so its cells are opaque: the header keeps its
// tint over the card colour, a selected row its own colour.
const PINNED = 'sticky right-0 z-10 shadow-[-6px_0_6px_-6px_hsl(var(--foreground)/0.2)]';
const PINNED_HEAD = `${PINNED} bg-card bg-[linear-gradient(hsl(var(--muted)/0.5),hsl(var(--muted)/0.5))]`;
const PINNED_CELL = `${PINNED} bg-card group-data-[state=selected]:bg-muted`;

export function TableView<T>({ table, label }: { table: TanStackTable<T>; label: string }) {
  return (
    <div className="hidden min-w-0 rounded-lg border bg-card md:block">
      <Table aria-label={label}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const meta = header.column.columnDef.meta;
                const text = meta?.label ?? '';
                return (
                  <TableHead
                    key={header.id}
                    scope="col"
                    className={cn(meta?.pinned && PINNED_HEAD, meta?.className)}
                    aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        aria-label={tableTexts.sortBy(text)}
                      >
                        {text}
                        {sorted === 'asc' && <ArrowUp className="size-3.5" aria-hidden="true" />}
                        {sorted === 'desc' && <ArrowDown className="size-3.5" aria-hidden="true" />}
                        {!sorted && <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />}
                      </button>
                    ) : (
                      text || flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              className="group"
              data-state={row.getIsSelected() ? 'selected' : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  className={cn(
                    cell.column.columnDef.meta?.pinned && PINNED_CELL,
                    cell.column.columnDef.meta?.className,
                  )}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
