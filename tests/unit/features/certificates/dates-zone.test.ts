// The DC-3 dates as a browser in Mexico (UTC-6) shows them. The test workers cannot change their time
// zone (the mutation run's worker threads ignore TZ), so the browser's zone is simulated: every
// DateTimeFormat built without a timeZone uses America/Mexico_City. A calendar day read as an instant
// would show the day before there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Dates from '@/features/certificates/utils/dates';

const RealDateTimeFormat = Intl.DateTimeFormat;
let dmy: typeof Dates.dmy;

describe('dmy west of UTC', () => {
  beforeEach(async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new RealDateTimeFormat(locales, { timeZone: 'America/Mexico_City', ...options });
    } as typeof Intl.DateTimeFormat);
    // utils/format keeps the formatters it builds: a fresh copy builds them under the simulation.
    vi.resetModules();
    ({ dmy } = await import('@/features/certificates/utils/dates'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads an instant in the local zone (the simulation is in effect)', () => {
    expect(dmy('2026-05-31T03:00:00Z')).toBe('30/05/2026');
  });

  it('writes a calendar day as that same day, by its text, never through a Date', () => {
    expect(dmy('2026-05-31')).toBe('31/05/2026');
    expect(dmy('2026-01-01')).toBe('01/01/2026');
  });

  it('reads an instant with an offset as its local day, not as the day written in it', () => {
    // 23:30 at UTC-12 is 05:30 of the next day at UTC-6.
    expect(dmy('2026-05-31T23:30:00-12:00')).toBe('01/06/2026');
  });

  it('writes nothing for text that is not a day but ends like one', () => {
    expect(dmy('x2026-05-31')).toBe('');
  });
});
