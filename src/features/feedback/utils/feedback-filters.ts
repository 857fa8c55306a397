// The admin feedback list's filters beyond the header company: a rating (1-5) and a date range, kept in
// the URL (?calificacion=4&desde=2026-01-01&hasta=2026-03-31) so a reload or a shared link keeps them.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

export interface FeedbackFilters {
  /** 1-5, or null for any. */
  rating: number | null;
  /** Inclusive calendar days, `YYYY-MM-DD`, or '' for open ends. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = { rating: 'calificacion', from: 'desde', to: 'hasta' } as const;

export function parseFeedbackFilters(params: URLSearchParams): FeedbackFilters {
  const rating = Number(params.get(PARAMS.rating));
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    from: day(PARAMS.from),
    to: day(PARAMS.to),
  };
}

export const isFiltered = (f: FeedbackFilters) => f.rating !== null || f.from !== '' || f.to !== '';

/** The day after `day` (for an exclusive upper bound that includes the whole last day). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function useFeedbackFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = React.useMemo(() => parseFeedbackFilters(searchParams), [searchParams]);
  const update = React.useCallback(
    (next: Partial<FeedbackFilters>) =>
      setSearchParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          // Another filter is another list: paging starts again.
          out.delete('page');
          for (const key of Object.keys(next) as (keyof FeedbackFilters)[]) {
            const value = next[key];
            if (value === null || value === '' || value === undefined) out.delete(PARAMS[key]);
            else out.set(PARAMS[key], String(value));
          }
          return out;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filters, update] as const;
}
