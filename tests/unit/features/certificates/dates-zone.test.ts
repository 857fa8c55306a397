// The DC-3 dates as a browser in Mexico (UTC-6) shows them. The test workers cannot change their time
// zone (the mutation run's worker threads ignore TZ), so the local-time getters are simulated at UTC-6:
// a calendar day read through Date would show the day before there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dmy } from '@/features/certificates/utils/dates';

const OFFSET_MS = -6 * 60 * 60 * 1000;
const shifted = (date: Date) => new Date(date.getTime() + OFFSET_MS);

describe('dmy west of UTC', () => {
  beforeEach(() => {
    vi.spyOn(Date.prototype, 'getFullYear').mockImplementation(function (this: Date) {
      return shifted(this).getUTCFullYear();
    });
    vi.spyOn(Date.prototype, 'getMonth').mockImplementation(function (this: Date) {
      return shifted(this).getUTCMonth();
    });
    vi.spyOn(Date.prototype, 'getDate').mockImplementation(function (this: Date) {
      return shifted(this).getUTCDate();
    });
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
