import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { PAGE_SIZES, type TableParams } from '@/lib/query/table-params';
import { formatNumber } from '@/utils/format';

export const paginationTexts = {
  label: 'Paginación',
  previous: 'Página anterior',
  next: 'Página siguiente',
  pageSize: 'Filas por página',
  range: (from: number, to: number, total: number) =>
    `${formatNumber(from)}–${formatNumber(to)} de ${formatNumber(total)}`,
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;

interface PaginationProps {
  params: TableParams;
  total: number;
  onChange: (next: Partial<TableParams>) => void;
}

export function Pagination({ params, total, onChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const from = total === 0 ? 0 : params.page * params.pageSize + 1;
  const to = Math.min(total, (params.page + 1) * params.pageSize);
  const sizeId = React.useId();
  return (
    <nav
      aria-label={paginationTexts.label}
      className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">{paginationTexts.range(from, to, total)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{paginationTexts.pageSize}</label>
          <NativeSelect
            id={sizeId}
            className="w-20 [&>select]:h-9"
            value={String(params.pageSize)}
            onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span>{paginationTexts.page(params.page + 1, pages)}</span>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={paginationTexts.previous}
            disabled={params.page === 0}
            onClick={() => onChange({ page: params.page - 1 })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={paginationTexts.next}
            disabled={params.page + 1 >= pages}
            onClick={() => onChange({ page: params.page + 1 })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
