// Reads and writes a list's params (page, size, sort, search) in the URL; the parsing lives in lib/query.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatSort, parseTableParams, type TableParams } from '@/lib/query/table-params';

/** How a change is written: `replace` overwrites the current history entry instead of adding one. */
export interface ParamsChangeOptions {
  replace?: boolean;
}

export type OnParamsChange = (next: Partial<TableParams>, options?: ParamsChangeOptions) => void;

/**
 * Reads and writes a list's params in the URL, keeping every other search parameter (e.g. the company).
 * A search replaces the current entry (one per keystroke would bury the back button); other changes add
 * one unless the caller asks to replace it.
 */
export function useTableParams(defaults: Partial<TableParams> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pageSize: defaultSize, sort: defaultSort } = defaults;
  const params = React.useMemo(
    () => parseTableParams(searchParams, { pageSize: defaultSize, sort: defaultSort }),
    [searchParams, defaultSize, defaultSort],
  );

  const update = React.useCallback<OnParamsChange>(
    (next, options) => {
      setSearchParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          const set = (key: string, value: string | null) => (value ? out.set(key, value) : out.delete(key));
          // A new search, sort or page size starts again at the first page.
          const page = 'page' in next ? (next.page ?? 0) : 0;
          set('page', page > 0 ? String(page + 1) : null);
          if ('pageSize' in next) set('size', next.pageSize === defaultSize ? null : String(next.pageSize));
          if ('sort' in next) set('sort', formatSort(next.sort ?? null));
          if ('search' in next) set('q', next.search?.trim() ? next.search : null);
          return out;
        },
        { replace: options?.replace ?? 'search' in next },
      );
    },
    [setSearchParams, defaultSize],
  );

  return [params, update] as const;
}
