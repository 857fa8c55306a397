import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { PAGE_SIZES, type TableParams } from './table-params';

export const paginationTexts = {
  label: 'Paginación',
  previous: 'Página anterior',
  next: 'Página siguiente',
  pageSize: 'Filas por página',
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString('es-MX')}–${to.toLocaleString('es-MX')} de ${total.toLocaleString('es-MX')}`,
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
  return (
    <nav
      aria-label={paginationTexts.label}
      className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">{paginationTexts.range(from, to, total)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <span id="page-size-label">{paginationTexts.pageSize}</span>
          <Select
            value={String(params.pageSize)}
            onValueChange={(value) => onChange({ pageSize: Number(value) })}
          >
            <SelectTrigger className="h-9 w-20" aria-labelledby="page-size-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
