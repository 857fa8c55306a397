// Status, year and month filters in the URL (?estado=vencida&anio=2026&mes=3), next to the list's paging
// and search, so a reload or a shared link keeps them. A new filter starts again at the first page.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { FILTER_PARAMS, parseInvoiceFilters, type InvoiceFilters } from '../utils/invoice-filters';

export function useInvoiceFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // Memoized on the URL text so the query key stays the same object while nothing changed.
  const filters = React.useMemo(() => parseInvoiceFilters(new URLSearchParams(key)), [key]);

  const update = React.useCallback(
    (next: Partial<InvoiceFilters>) =>
      setSearchParams((prev) => {
        const out = new URLSearchParams(prev);
        const merged = { ...parseInvoiceFilters(prev), ...next };
        const set = (name: string, value: string | number | null) =>
          value === null ? out.delete(name) : out.set(name, String(value));
        set(FILTER_PARAMS.status, merged.status);
        set(FILTER_PARAMS.year, merged.year);
        set(FILTER_PARAMS.month, merged.year === null ? null : merged.month);
        out.delete('page');
        return out;
      }),
    [setSearchParams],
  );

  return [filters, update] as const;
}
