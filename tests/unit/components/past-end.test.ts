import { describe, expect, it } from 'vitest';

import { isPastEnd, pastEndTotal } from '@/lib/query/past-end';

const pastEnd = (details: unknown) => ({
  code: 'PGRST103',
  message: 'Requested range not satisfiable',
  details,
});

describe('a page past the end of a list (416 PGRST103)', () => {
  it('recognises the 416 for an offset beyond the total', () => {
    expect(isPastEnd(pastEnd('An offset of 40 was requested, but there are only 39 rows.'))).toBe(true);
    // Without details it is still a page past the end; only the total is unknown.
    expect(isPastEnd(pastEnd(undefined))).toBe(true);
    expect(isPastEnd({ code: 'PGRST103' })).toBe(true);
  });

  it('is not a page past the end for other errors, non-objects or a negative offset or limit', () => {
    expect(isPastEnd({ code: 'PGRST116', details: 'there are only 3 rows' })).toBe(false);
    expect(isPastEnd({ code: '42501' })).toBe(false);
    expect(isPastEnd(null)).toBe(false);
    expect(isPastEnd(undefined)).toBe(false);
    expect(isPastEnd('PGRST103')).toBe(false);
    expect(isPastEnd(new Error('PGRST103'))).toBe(false);
    expect(isPastEnd(pastEnd('Limit should be greater than or equal to zero.'))).toBe(false);
    expect(isPastEnd(pastEnd('Offset SHOULD BE GREATER THAN OR EQUAL TO ZERO'))).toBe(false);
  });

  it('reads the total the 416 states', () => {
    expect(pastEndTotal(pastEnd('An offset of 40 was requested, but there are only 39 rows.'))).toBe(39);
    expect(pastEndTotal(pastEnd('An offset of 25 was requested, but there are only 0 rows.'))).toBe(0);
    expect(pastEndTotal(pastEnd('An offset of 2 was requested, but there are only 1 row.'))).toBe(1);
    expect(pastEndTotal(pastEnd('An offset of 300 was requested, but There Are Only 120 Rows'))).toBe(120);
  });

  it('has no total when the answer does not state it or is not a page past the end', () => {
    expect(pastEndTotal(pastEnd(undefined))).toBeNull();
    expect(pastEndTotal(pastEnd(39))).toBeNull();
    expect(pastEndTotal(pastEnd('Range not satisfiable'))).toBeNull();
    expect(pastEndTotal({ code: 'PGRST116', details: 'there are only 3 rows' })).toBeNull();
    expect(
      pastEndTotal(pastEnd('Offset should be greater than or equal to zero; there are only 3 rows')),
    ).toBeNull();
    expect(pastEndTotal(null)).toBeNull();
  });

  it('reads only text details (never the text form of another value)', () => {
    const saysZero = ['Offset should be greater than or equal to zero'];
    expect(isPastEnd(pastEnd(saysZero))).toBe(true);
    expect(pastEndTotal(pastEnd(['there are only 3 rows']))).toBeNull();
  });
});
