// A list's one filter in the URL (?estado=...), beside its paging and search: a reload or a shared link
// keeps it, and a new value starts again at the first page.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

export const FILTER_PARAM = 'estado';

/** The filter's select: its id and words, and the values it offers after 'all'. */
export interface ListFilter<V extends string> {
  id: string;
  label: string;
  allLabel: string;
  options: readonly { value: V; label: string }[];
}

export function useListFilter<V extends string>(filter: ListFilter<V>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(FILTER_PARAM) ?? '';
  const value = filter.options.find((o) => o.value === raw)?.value ?? null;
  const update = React.useCallback(
    (next: V | null) =>
      setSearchParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set(FILTER_PARAM, next);
        else out.delete(FILTER_PARAM);
        out.delete('page');
        return out;
      }),
    [setSearchParams],
  );
  return [value, update] as const;
}
