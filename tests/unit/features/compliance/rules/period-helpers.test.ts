// The small period helpers the compliance rules are built on, at their edges.
import { describe, expect, it } from 'vitest';

import {
  compareMonths,
  daysInMonth,
  isoDate,
  isPeriodic,
  monthKey,
  monthOfDate,
  parseMonthKey,
  periodContains,
  periodLabel,
  periodOf,
  type Period,
} from '@/features/compliance/utils/periods';

describe('period helpers', () => {
  it('knows which periodicities have periods', () => {
    for (const p of ['monthly', 'bimonthly', 'four_monthly', 'yearly']) expect(isPeriodic(p)).toBe(true);
    for (const p of ['one_off', 'on_change', 'weekly', '']) expect(isPeriodic(p)).toBe(false);
  });

  it('writes and reads month keys', () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthKey({ year: 2026, month: 11 })).toBe('2026-11');
    expect(parseMonthKey('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthKey('2026-01')).toEqual({ year: 2026, month: 1 });
    expect(parseMonthKey('x2026-01')).toBeNull();
    expect(parseMonthKey('2026-011')).toBeNull();
  });

  it('orders months across years', () => {
    expect(compareMonths({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(1);
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 2 })).toBe(-2);
    expect(compareMonths({ year: 2026, month: 5 }, { year: 2026, month: 5 })).toBe(0);
  });

  it('tells whether a month is inside a period, both ends included', () => {
    const p = periodOf('four_monthly', { year: 2026, month: 6 }) as Period;
    expect(periodContains(p, { year: 2026, month: 5 })).toBe(true);
    expect(periodContains(p, { year: 2026, month: 8 })).toBe(true);
    expect(periodContains(p, { year: 2026, month: 4 })).toBe(false);
    expect(periodContains(p, { year: 2026, month: 9 })).toBe(false);
    expect(periodContains(p, { year: 2025, month: 6 })).toBe(false);
  });

  it('labels a December and a two-month span with short names', () => {
    expect(periodLabel(periodOf('monthly', { year: 2026, month: 12 }) as Period)).toBe('Diciembre 2026');
    expect(periodLabel(periodOf('monthly', { year: 2026, month: 1 }) as Period)).toBe('Enero 2026');
    expect(periodLabel(periodOf('bimonthly', { year: 2026, month: 11 }) as Period)).toBe('Nov–Dic 2026');
  });

  it('counts the days of each month, leap years included', () => {
    expect(daysInMonth({ year: 2026, month: 1 })).toBe(31);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31);
  });

  it('writes calendar days padded, and reads the month of a day', () => {
    expect(isoDate(2026, 3, 5)).toBe('2026-03-05');
    expect(isoDate(2026, 11, 30)).toBe('2026-11-30');
    expect(monthOfDate('2026-09-30')).toEqual({ year: 2026, month: 9 });
    expect(monthOfDate('2026-12-01T10:00:00Z')).toEqual({ year: 2026, month: 12 });
  });
});
