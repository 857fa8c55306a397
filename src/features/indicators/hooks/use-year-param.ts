// The reports list's year filter lives in the URL (?anio=2026) like the company and the page, so a reload
// or a shared link keeps it. A new year starts again at the first page.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

export const YEAR_PARAM = 'anio';

export function useYearParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get(YEAR_PARAM) ?? '', 10);
  const year = Number.isInteger(raw) && raw >= 2000 && raw <= 2100 ? raw : null;
  const setYear = React.useCallback(
    (next: number | null) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next === null) out.delete(YEAR_PARAM);
        else out.set(YEAR_PARAM, String(next));
        out.delete('page');
        return out;
      }),
    [setParams],
  );
  return [year, setYear] as const;
}
