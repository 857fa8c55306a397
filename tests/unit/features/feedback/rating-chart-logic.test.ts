import { describe, expect, it } from 'vitest';

import {
  BAR_HEIGHT,
  chartHeight,
  chartLayout,
  LINE_HEIGHT,
  MARGIN,
  wrapText,
} from '@/features/feedback/components/admin/chart-size';
import { RATING_COLORS, ratingLabel } from '@/features/feedback/components/admin/rating-series';
import type { CompanyStats } from '@/features/feedback/utils/feedback-stats';

// A fixed-width font: 7 px a character, so the expected lines can be counted by hand.
const measure = (text: string) => text.length * 7;
const ALFA = 'Constructora Alfa S.A. de C.V.';
const BETA = 'Servicios Beta Industrial del Noroeste S.A. de C.V.';
const GAMMA = 'Gamma';

/** Every line fits `max`, and the lines put back together are the whole name. */
const expectWhole = (lines: string[], name: string, max: number) => {
  for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(max);
  expect(lines.join(' ')).toBe(name);
};

describe('rating chart series', () => {
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
});

describe('wrapText', () => {
  it('breaks at spaces, each line as full as fits', () => {
    expect(wrapText(ALFA, 100, measure)).toEqual(['Constructora', 'Alfa S.A. de', 'C.V.']);
    expect(wrapText(ALFA, 400, measure)).toEqual([ALFA]);
  });

  it('splits a word longer than the line rather than letting it overflow', () => {
    const lines = wrapText('Supercalifragilistico SA', 70, measure);
    expect(lines).toEqual(['Supercalif', 'ragilistic', 'o SA']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(70);
  });
});

describe('chartLayout', () => {
  it('on a phone (340 px) writes each whole name above its bar, bars the full width', () => {
    const layout = chartLayout([ALFA, BETA, GAMMA], 340, measure);
    expect(layout.stacked).toBe(true);
    expect(layout.barsX).toBe(MARGIN.left);
    expect(layout.barsWidth).toBe(340 - MARGIN.left - MARGIN.right);
    const [alfa, beta, gamma] = layout.rows;
    expect(alfa.lines).toEqual([ALFA]);
    // 51 characters (357 px) do not fit in 316 px (45 characters): two lines.
    expect(beta.lines).toEqual(['Servicios Beta Industrial del Noroeste S.A.', 'de C.V.']);
    expectWhole(beta.lines, BETA, layout.barsWidth);
    for (const row of layout.rows) {
      // The last line's baseline is above the bar.
      expect(row.nameY + (row.lines.length - 1) * LINE_HEIGHT).toBeLessThan(row.barY);
    }
    // Each name starts below the bar before it.
    expect(beta.nameY - LINE_HEIGHT).toBeGreaterThan(alfa.barY + BAR_HEIGHT);
    expect(gamma.nameY - LINE_HEIGHT).toBeGreaterThan(beta.barY + BAR_HEIGHT);
    expect(layout.axisY).toBeGreaterThan(gamma.barY + BAR_HEIGHT);
    expect(layout.height).toBe(layout.axisY + MARGIN.bottom);
  });

  it('on a wide chart (1200 px) puts the names in a column left of the bars, wrapping the longest', () => {
    const layout = chartLayout([ALFA, BETA, GAMMA], 1200, measure);
    expect(layout.stacked).toBe(false);
    // The column stops at 240 px: Alfa (210 px) fits on one line, Beta wraps into two.
    expect(layout.nameX).toBe(MARGIN.left + 240);
    expect(layout.barsX).toBeGreaterThan(layout.nameX);
    expect(layout.barsX + layout.barsWidth).toBe(1200 - MARGIN.right);
    const [alfa, beta, gamma] = layout.rows;
    expect(alfa.lines).toEqual([ALFA]);
    expect(beta.lines).toHaveLength(2);
    expectWhole(beta.lines, BETA, 240);
    expect(gamma.lines).toEqual([GAMMA]);
    // The two-line name's row is taller than a bar, so the rows below move down instead of overlapping.
    expect(beta.barY).toBeGreaterThan(alfa.barY + BAR_HEIGHT);
    expect(beta.nameY + LINE_HEIGHT).toBeLessThan(gamma.nameY - LINE_HEIGHT / 2);
  });

  it('makes the name column as narrow as the longest name allows', () => {
    const layout = chartLayout([GAMMA, 'Beta'], 800, measure);
    expect(layout.nameX).toBe(MARGIN.left + measure(GAMMA));
    expect(layout.rows.map((r) => r.lines)).toEqual([[GAMMA], ['Beta']]);
  });

  it('switches to names above the bars below 480 px', () => {
    expect(chartLayout([ALFA], 479, measure).stacked).toBe(true);
    expect(chartLayout([ALFA], 480, measure).stacked).toBe(false);
  });
});

describe('chartHeight (the placeholder while the chart loads)', () => {
  it('grows with the companies', () => {
    const stats = (n: number) => Array.from({ length: n }, () => ({}) as CompanyStats);
    expect(chartHeight(stats(3)) - chartHeight(stats(2))).toBe(chartHeight(stats(2)) - chartHeight(stats(1)));
    expect(chartHeight(stats(2))).toBeGreaterThan(chartHeight(stats(1)));
  });
});
