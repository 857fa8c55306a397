// The admin's rating chart as drawn in a browser: the only fake is the layout (ResizeObserver reporting
// the size of the chart's box, which jsdom cannot compute).
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RatingChart } from '@/features/feedback/components/admin/rating-chart';
import type { CompanyStats } from '@/features/feedback/utils/feedback-stats';

import { layoutAt } from './layout';

afterEach(() => vi.unstubAllGlobals());

const company = (name: string, distribution: number[]): CompanyStats => {
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { companyId: name, name, count, average: sum / count, distribution };
};
const ALFA = company('Constructora Alfa', [0, 0, 1, 1, 2]);
const BETA = company('Industrias Beta del Noroeste', [2, 0, 0, 0, 0]);

/** The segment whose browser tooltip (SVG <title>) is `title`, with its geometry. */
const segment = (title: string) => {
  // Testing Library's ByTitle only finds an SVG <title> that is a direct child of <svg>.
  const titles = [...chart().querySelectorAll('rect > title')].filter((t) => t.textContent === title);
  expect(titles).toHaveLength(1);
  const rect = titles[0].parentElement!;
  const n = (a: string) => Number(rect.getAttribute(a));
  return { x: n('x'), y: n('y'), width: n('width'), fill: rect.getAttribute('fill') };
};

// The chart only: visx measures label widths in a hidden <svg> of its own at the end of <body>.
const chart = () => screen.getByTestId('rating-chart');

/** The company names drawn, each put back together from its lines. */
const names = () =>
  [...chart().querySelectorAll('g[data-company] > text')].map((t) =>
    [...t.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
  );
const nameOf = (name: string) => chart().querySelector(`g[data-company="${name}"] > text`)!;

const drawn = async (container: HTMLElement) => {
  await waitFor(() => expect(container.querySelector('svg rect')).not.toBeNull());
  return [...container.querySelectorAll('svg rect')];
};

describe('RatingChart', () => {
  it('stacks one segment per rating that has votes, 1 star on the left, widths in proportion', async () => {
    layoutAt(800);
    const { container } = render(<RatingChart stats={[ALFA, BETA]} />);
    expect(await drawn(container)).toHaveLength(4);

    const three = segment('Constructora Alfa · 3 estrellas: 1');
    const four = segment('Constructora Alfa · 4 estrellas: 1');
    const five = segment('Constructora Alfa · 5 estrellas: 2');
    const one = segment('Industrias Beta del Noroeste · 1 estrella: 2');
    expect(three.width).toBeGreaterThan(0);
    expect(four.width).toBeCloseTo(three.width);
    expect(five.width).toBeCloseTo(2 * three.width);
    expect(one.width).toBeCloseTo(five.width);
    // Side by side from the same start, in order of stars; each company on its own row, in order.
    expect(three.x).toBeCloseTo(one.x);
    expect(four.x).toBeCloseTo(three.x + three.width);
    expect(five.x).toBeCloseTo(four.x + four.width);
    expect(four.y).toBe(three.y);
    expect(one.y).toBeGreaterThan(three.y);
    // Red for 1 star to green for 5.
    expect(one.fill).toBe('#dc2626');
    expect(five.fill).toBe('#16a34a');
  });

  it('counts along the bottom in whole ratings only', async () => {
    layoutAt(800);
    const { container } = render(<RatingChart stats={[company('Gamma', [0, 1, 1, 1, 0])]} />);
    await drawn(container);
    const ticks = [...container.querySelectorAll('.visx-axis-bottom text')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '1', '2', '3']);
  });

  it('writes every whole name: beside its bar on a wide chart, above it on a phone', async () => {
    for (const width of [1200, 800]) {
      layoutAt(width);
      const wide = render(<RatingChart stats={[ALFA, BETA]} />);
      await drawn(wide.container);
      expect(names()).toEqual(['Constructora Alfa', 'Industrias Beta del Noroeste']);
      // Right-aligned in a column that ends before the bars start.
      const alfa = nameOf('Constructora Alfa');
      expect(alfa.getAttribute('text-anchor')).toBe('end');
      expect(Number(alfa.getAttribute('x'))).toBeLessThan(segment('Constructora Alfa · 3 estrellas: 1').x);
      wide.unmount();
    }

    layoutAt(340);
    const phone = render(<RatingChart stats={[ALFA, BETA]} />);
    await drawn(phone.container);
    expect(names()).toEqual(['Constructora Alfa', 'Industrias Beta del Noroeste']);
    const beta = nameOf('Industrias Beta del Noroeste');
    const one = segment('Industrias Beta del Noroeste · 1 estrella: 2');
    expect(beta.getAttribute('text-anchor')).toBe('start');
    expect(Number(beta.getAttribute('x'))).toBe(one.x);
    expect(Number(beta.getAttribute('y'))).toBeLessThan(one.y);
    // Above Beta's name: Alfa's bar.
    expect(segment('Constructora Alfa · 5 estrellas: 2').y).toBeLessThan(Number(beta.getAttribute('y')));
    // The longest bar (Alfa's four ratings) takes the chart's width but its margins (8 and 16 px).
    const alfa = ['3 estrellas: 1', '4 estrellas: 1', '5 estrellas: 2'].map((s) =>
      segment(`Constructora Alfa · ${s}`),
    );
    expect(alfa[0].x).toBe(8);
    expect(alfa.reduce((sum, s) => sum + s.width, 0)).toBeCloseTo(340 - 8 - 16);
    expect(one.width).toBeCloseTo((340 - 8 - 16) / 2);
  });

  it('has a legend in the page colour and hides the drawing from assistive technology', async () => {
    layoutAt(800);
    const { container } = render(<RatingChart stats={[ALFA]} />);
    await drawn(container);
    const labels = ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'];
    for (const label of labels) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('1 estrella').closest('ul')).toHaveStyle({ color: 'hsl(var(--foreground))' });
    expect(screen.getByTestId('rating-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex], a, button')).toHaveLength(0);
  });
});
