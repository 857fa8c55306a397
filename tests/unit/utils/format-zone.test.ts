// formatDate as a browser in Mexico shows it. The mutation run's worker threads cannot change their time
// zone (TZ is ignored there), so the browser's default zone is simulated: every DateTimeFormat built
// without a timeZone uses America/Mexico_City.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Format from '@/utils/format';

// The module keeps the formatters it builds: each test loads it afresh, so they are built under the
// simulation rather than taken from a file that ran before in the same worker.
let formatDate: typeof Format.formatDate;
let formatLongDate: typeof Format.formatLongDate;

const RealDateTimeFormat = Intl.DateTimeFormat;

describe('formatDate with the browser in Mexico City', () => {
  beforeEach(async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new RealDateTimeFormat(locales, { timeZone: 'America/Mexico_City', ...options });
    } as typeof Intl.DateTimeFormat);
    vi.resetModules();
    ({ formatDate, formatLongDate } = await import('@/utils/format'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows an instant on its Mexico City day (the simulation is in effect)', () => {
    expect(formatDate('2024-03-05T03:00:00Z')).toBe('04/03/2024');
    expect(formatDate(new Date('2024-03-05T03:00:00Z'))).toBe('04/03/2024');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatLongDate('2024-01-01')).toBe('1 de enero de 2024');
  });
});
