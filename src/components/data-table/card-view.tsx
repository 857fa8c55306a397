// Phones: one card per row (title, then label: value pairs, then the row's actions), since a table of
// five or more columns does not fit 390 px.
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';

export function CardView<T>({ table, label }: { table: TanStackTable<T>; label: string }) {
  return (
    <ul aria-label={label} className="divide-y rounded-lg border md:hidden">
      {table.getRowModel().rows.map((row) => {
        const cells = row.getVisibleCells();
        const primary = cells.find((c) => c.column.columnDef.meta?.primary);
        const select = cells.find((c) => c.column.id === 'select');
        const actions = cells.find((c) => c.column.id === 'actions');
        const rest = cells.filter(
          (c) => c !== primary && c !== select && c !== actions && !c.column.columnDef.meta?.cardHidden,
        );
        return (
          <li
            key={row.id}
            className="grid gap-3 p-4"
            data-state={row.getIsSelected() ? 'selected' : undefined}
          >
            <div className="flex items-start gap-3">
              {select && flexRender(select.column.columnDef.cell, select.getContext())}
              {primary && (
                <div className="min-w-0 flex-1 break-words font-medium">
                  {flexRender(primary.column.columnDef.cell, primary.getContext())}
                </div>
              )}
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {rest.map((cell) => (
                <div key={cell.id} className="contents">
                  <dt className="text-muted-foreground">{cell.column.columnDef.meta?.label}</dt>
                  <dd className="min-w-0 break-words">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </dd>
                </div>
              ))}
            </dl>
            {actions && (
              <div className="flex justify-end">
                {flexRender(actions.column.columnDef.cell, actions.getContext())}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
