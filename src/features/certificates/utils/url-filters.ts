// A list's filters kept in the URL (so a reload or a shared link keeps them); changing one starts the
// list again at its first page. Empty values are left out of the URL.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

export function useUrlFilters<K extends string>(
  names: Record<K, string>,
  parse: (get: (key: K) => string) => Record<K, string>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = React.useMemo(
    () => parse((key) => searchParams.get(names[key]) ?? ''),
    [searchParams, names, parse],
  );
  const update = React.useCallback(
    (next: Partial<Record<K, string>>) =>
      setSearchParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('page');
          for (const key of Object.keys(next) as K[]) {
            const value = next[key];
            if (value) out.set(names[key], value);
            else out.delete(names[key]);
          }
          return out;
        },
        { replace: true },
      ),
    [setSearchParams, names],
  );
  return [filters, update] as const;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const validDay = (value: string) => (DAY.test(value) ? value : '');
export const oneOf = <T extends string>(value: string, options: readonly T[]): T | '' =>
  (options as readonly string[]).includes(value) ? (value as T) : '';
