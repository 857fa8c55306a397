// Edges of the es-MX formatters. Date-only values must not shift in a time zone west of UTC (Mexico's),
// so those cases set the process to America/Mexico_City (restored afterwards). That takes effect in a
// forked worker (the unit project); in a worker thread the zone stays the machine's.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import * as Format from '@/utils/format';

const { capitalize, formatBytes, formatMoney, formatMonthYear, monthName } = Format;
// The module keeps the formatters it builds; the Mexico City cases load it afresh after setting the zone.
let formatDate: typeof Format.formatDate;

describe('formatDate in Mexico City', () => {
  const original = process.env.TZ;
  beforeAll(async () => {
    process.env.TZ = 'America/Mexico_City';
    vi.resetModules();
    ({ formatDate } = await import('@/utils/format'));
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-03-05', { day: 'numeric', month: 'long' })).toBe('5 de marzo');
  });

  it('shows an instant on the local day, as Date or as text', () => {
    // The process time zone cannot be changed inside a worker thread (the mutation run), so the expected
    // day is read from the same instant's local getters.
    const instant = new Date('2024-03-05T03:00:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${pad(instant.getDate())}/${pad(instant.getMonth() + 1)}/${instant.getFullYear()}`;
    expect(formatDate('2024-03-05T03:00:00Z')).toBe(local);
    expect(formatDate(instant)).toBe(local);
    expect(formatDate('2024-03-05T03:00:00Z', { timeZone: 'UTC' })).toBe('05/03/2024');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('format edges', () => {
  it('names only whole months 1-12 and capitalises any first letter', () => {
    expect(monthName(1)).toBe('enero');
    expect(monthName(12)).toBe('diciembre');
    expect(monthName(2.5)).toBe('');
    expect(monthName(-1)).toBe('');
    expect(monthName(0)).toBe('');
    expect(monthName(undefined)).toBe('');
    expect(capitalize('')).toBe('');
    expect(capitalize('éxito total')).toBe('Éxito total');
    expect(formatMonthYear(12, 2025)).toBe('Diciembre 2025');
    expect(formatMonthYear(13, 2025)).toBeNull();
    expect(formatMonthYear(3, 0)).toBeNull();
  });

  it('leaves money blank when there is no finite amount', () => {
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
    expect(formatMoney(0.004)).toBe('$0.00');
  });

  it('switches to whole numbers at 100 of a unit and stops at GB', () => {
    expect(formatBytes(99.5 * 1024)).toBe('99.5 KB');
    expect(formatBytes(100 * 1024)).toBe('100 KB');
    expect(formatBytes(1024 ** 3)).toBe('1.0 GB');
    expect(formatBytes(1024 ** 2 - 1)).toBe('1,024 KB');
    expect(formatBytes(1024 ** 2)).toBe('1.0 MB');
  });
});
