// The admin matrix's filters live in the URL (?desde=2026-05&hasta=2026-11&estado=late), so a reload or a
// shared link shows the same columns and rows. Default: the last six complete months and the current one.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { parseLinkedPeriod, PERIOD_PARAMS } from '@/lib/linked-item';

import {
  addMonths,
  compareMonths,
  monthKey,
  monthOfDate,
  monthsBetween,
  parseMonthKey,
  todayInMexico,
  type YearMonth,
} from '../utils/periods';

export const STATUS_FILTERS = ['all', 'late', 'complete', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** How many months back the range filter offers. */
export const RANGE_CHOICES = 24;
export const DEFAULT_SPAN = 7;

export function defaultRange(today: string): { from: YearMonth; to: YearMonth } {
  const to = monthOfDate(today);
  return { from: addMonths(to, -(DEFAULT_SPAN - 1)), to };
}

/** The months the range selects offer, newest first. */
export function rangeChoices(today: string): YearMonth[] {
  const current = monthOfDate(today);
  return monthsBetween(addMonths(current, -(RANGE_CHOICES - 1)), current).reverse();
}

/**
 * The range a URL asks for (either bound may be missing or reversed). A notification's link names one
 * month (?anio=2026&mes=11): without bounds of its own, the matrix shows that month.
 */
export function matrixRange(params: URLSearchParams, today: string): { from: YearMonth; to: YearMonth } {
  const linked = parseLinkedPeriod(params);
  const linkedMonth =
    linked.year !== null && linked.month !== null ? { year: linked.year, month: linked.month } : null;
  const fallback = linkedMonth ? { from: linkedMonth, to: linkedMonth } : defaultRange(today);
  const from = parseMonthKey(params.get('desde') ?? '') ?? fallback.from;
  const to = parseMonthKey(params.get('hasta') ?? '') ?? fallback.to;
  return compareMonths(from, to) > 0 ? { from: to, to: from } : { from, to };
}

export function useMatrixFilters() {
  const [params, setParams] = useSearchParams();
  const today = todayInMexico();
  const { from, to } = matrixRange(params, today);
  const raw = params.get('estado');
  const status: StatusFilter = STATUS_FILTERS.includes(raw as StatusFilter) ? (raw as StatusFilter) : 'all';

  const set = React.useCallback(
    (key: string, value: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        // A filter chosen here replaces the month a notification linked to.
        next.delete(PERIOD_PARAMS.year);
        next.delete(PERIOD_PARAMS.month);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );
  return {
    from,
    to,
    months: monthsBetween(from, to),
    status,
    choices: rangeChoices(today),
    setFrom: (m: YearMonth) => set('desde', monthKey(m)),
    setTo: (m: YearMonth) => set('hasta', monthKey(m)),
    setStatus: (s: StatusFilter) => set('estado', s === 'all' ? null : s),
  };
}
