import { describe, expect, it } from 'vitest';

import {
  addDays,
  addMonths,
  daysBetween,
  dueDate,
  monthsBetween,
  parseMonthKey,
  periodLabel,
  periodOf,
  todayInMexico,
  type Period,
  type YearMonth,
} from '@/features/compliance/utils/periods';

const ym = (year: number, month: number): YearMonth => ({ year, month });
const period = (periodicity: string, year: number, month: number) =>
  periodOf(periodicity, ym(year, month)) as Period;
const on17th = { due_day: 17, due_month_offset: 1 };

describe('periodOf', () => {
  it('a monthly period is its own month', () => {
    expect(period('monthly', 2026, 3)).toMatchObject({
      year: 2026,
      startMonth: 3,
      endMonth: 3,
      key: '2026-03',
    });
  });

  it('bimonthly periods are Jan–Feb, Mar–Apr … Nov–Dec', () => {
    expect(period('bimonthly', 2026, 1)).toMatchObject({ startMonth: 1, endMonth: 2, key: '2026-01' });
    expect(period('bimonthly', 2026, 2)).toMatchObject({ startMonth: 1, endMonth: 2 });
    expect(period('bimonthly', 2026, 4)).toMatchObject({ startMonth: 3, endMonth: 4, key: '2026-03' });
    expect(period('bimonthly', 2026, 12)).toMatchObject({ startMonth: 11, endMonth: 12 });
  });

  it('four-monthly periods are Jan–Apr, May–Aug and Sep–Dec', () => {
    expect(period('four_monthly', 2026, 4)).toMatchObject({ startMonth: 1, endMonth: 4 });
    expect(period('four_monthly', 2026, 5)).toMatchObject({ startMonth: 5, endMonth: 8, key: '2026-05' });
    expect(period('four_monthly', 2026, 8)).toMatchObject({ startMonth: 5, endMonth: 8 });
    expect(period('four_monthly', 2026, 9)).toMatchObject({ startMonth: 9, endMonth: 12, key: '2026-09' });
  });

  it('a yearly period is the calendar year', () => {
    expect(period('yearly', 2026, 7)).toMatchObject({ startMonth: 1, endMonth: 12, key: '2026-01' });
    expect(periodLabel(period('yearly', 2026, 7))).toBe('2026');
  });

  it('one_off, on_change and unknown periodicities have no period', () => {
    expect(periodOf('one_off', ym(2026, 3))).toBeNull();
    expect(periodOf('on_change', ym(2026, 3))).toBeNull();
    expect(periodOf('weekly', ym(2026, 3))).toBeNull();
  });

  it('labels months and spans in Spanish', () => {
    expect(periodLabel(period('monthly', 2026, 3))).toBe('Marzo 2026');
    expect(periodLabel(period('bimonthly', 2026, 2))).toBe('Ene–Feb 2026');
    expect(periodLabel(period('four_monthly', 2026, 10))).toBe('Sep–Dic 2026');
  });
});

describe('dueDate', () => {
  it('the 17th of the month after a monthly period', () => {
    expect(dueDate(on17th, period('monthly', 2026, 3))).toBe('2026-04-17');
  });

  it('crosses the year for December and for the last four-monthly period', () => {
    expect(dueDate(on17th, period('monthly', 2026, 12))).toBe('2027-01-17');
    expect(dueDate(on17th, period('four_monthly', 2026, 11))).toBe('2027-01-17');
    expect(dueDate({ due_day: 30, due_month_offset: 3 }, period('yearly', 2026, 5))).toBe('2027-03-30');
  });

  it('four-monthly periods are due 17 May and 17 Sep', () => {
    expect(dueDate(on17th, period('four_monthly', 2026, 2))).toBe('2026-05-17');
    expect(dueDate(on17th, period('four_monthly', 2026, 6))).toBe('2026-09-17');
  });

  it('a bimonthly period is due after its LAST month', () => {
    expect(dueDate(on17th, period('bimonthly', 2026, 1))).toBe('2026-03-17');
  });

  it('clamps a day past the month end (31 in February and April)', () => {
    const on31st = { due_day: 31, due_month_offset: 1 };
    expect(dueDate(on31st, period('monthly', 2027, 1))).toBe('2027-02-28');
    expect(dueDate(on31st, period('monthly', 2028, 1))).toBe('2028-02-29');
    expect(dueDate(on31st, period('monthly', 2026, 3))).toBe('2026-04-30');
    expect(dueDate(on31st, period('monthly', 2026, 4))).toBe('2026-05-31');
    expect(dueDate({ due_day: 29, due_month_offset: 1 }, period('monthly', 2100, 1))).toBe('2100-02-28');
  });

  it('offset 0 is due inside the period’s own last month', () => {
    expect(dueDate({ due_day: 10, due_month_offset: 0 }, period('bimonthly', 2026, 3))).toBe('2026-04-10');
  });

  it('no due day, no due date', () => {
    expect(dueDate({ due_day: null, due_month_offset: 1 }, period('monthly', 2026, 3))).toBeNull();
  });
});

describe('month arithmetic', () => {
  it('addMonths crosses years both ways', () => {
    expect(addMonths(ym(2026, 12), 1)).toEqual(ym(2027, 1));
    expect(addMonths(ym(2026, 1), -1)).toEqual(ym(2025, 12));
    expect(addMonths(ym(2026, 3), -15)).toEqual(ym(2024, 12));
    expect(addMonths(ym(2026, 3), 24)).toEqual(ym(2028, 3));
  });

  it('monthsBetween includes both ends and is empty when reversed', () => {
    expect(monthsBetween(ym(2025, 11), ym(2026, 2))).toEqual([
      ym(2025, 11),
      ym(2025, 12),
      ym(2026, 1),
      ym(2026, 2),
    ]);
    expect(monthsBetween(ym(2026, 2), ym(2026, 1))).toEqual([]);
  });

  it('parseMonthKey accepts YYYY-MM only with a real month', () => {
    expect(parseMonthKey('2026-03')).toEqual(ym(2026, 3));
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('2026-00')).toBeNull();
    expect(parseMonthKey('2026-3')).toBeNull();
  });
});

describe('calendar days', () => {
  it('daysBetween counts calendar days across year ends and leap days', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('daysBetween is whole days across DST changes (US and Europe, March and November)', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });

  it('daysBetween ignores a time part', () => {
    expect(daysBetween('2026-03-01T23:59:00Z', '2026-03-02')).toBe(1);
  });

  it('addDays crosses months, years and DST weekends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 30)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('todayInMexico', () => {
  it('is still yesterday in Mexico City in the first hours of the UTC day (UTC−6)', () => {
    expect(todayInMexico(new Date('2026-03-01T05:59:00Z'))).toBe('2026-02-28');
    expect(todayInMexico(new Date('2026-03-01T06:00:00Z'))).toBe('2026-03-01');
  });

  it('crosses the year end a few hours after UTC', () => {
    expect(todayInMexico(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(todayInMexico(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('has no summer time any more (UTC−6 in July too)', () => {
    expect(todayInMexico(new Date('2026-07-15T05:30:00Z'))).toBe('2026-07-14');
    expect(todayInMexico(new Date('2026-07-15T06:30:00Z'))).toBe('2026-07-15');
  });
});
