import { describe, expect, it } from 'vitest';

import { chartHeight } from '@/features/feedback/components/admin/chart-size';
import { RATING_COLORS, ratingLabel } from '@/features/feedback/components/admin/rating-series';
import type { CompanyStats } from '@/features/feedback/utils/feedback-stats';

describe('rating chart series and size', () => {
  it('names the five series in Spanish, singular for one star', () => {
    expect([0, 1, 2, 3, 4].map(ratingLabel)).toEqual([
      '1 estrella',
      '2 estrellas',
      '3 estrellas',
      '4 estrellas',
      '5 estrellas',
    ]);
    expect(RATING_COLORS).toHaveLength(5);
  });

  it('grows 44 px per company above an 80 px frame', () => {
    const stats = (n: number) => Array.from({ length: n }, () => ({}) as CompanyStats);
    expect(chartHeight(stats(0))).toBe(80);
    expect(chartHeight(stats(1))).toBe(124);
    expect(chartHeight(stats(3))).toBe(212);
  });
});
