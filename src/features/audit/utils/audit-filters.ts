// The audit list's date range (the company is the header's, the user is the search box), kept in the URL
// (?desde=2026-01-01&hasta=2026-01-31) so a reload or a shared link keeps it.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AuditFilters {
  /** Inclusive calendar days, `YYYY-MM-DD`, or '' for open ends. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = { from: 'desde', to: 'hasta' } as const;

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { from: day(PARAMS.from), to: day(PARAMS.to) };
}

/** Start of a local calendar day as an ISO instant; `after` moves to the next day (exclusive end). */
export function dayStart(day: string, after = false): string {
  const date = new Date(`${day}T00:00:00`);
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = React.useMemo(() => parseAuditFilters(searchParams), [searchParams]);
  const update = React.useCallback(
    (next: Partial<AuditFilters>) =>
      setSearchParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('page');
          for (const key of Object.keys(next) as (keyof AuditFilters)[]) {
            const value = next[key];
            if (value) out.set(PARAMS[key], value);
            else out.delete(PARAMS[key]);
          }
          return out;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filters, update] as const;
}
