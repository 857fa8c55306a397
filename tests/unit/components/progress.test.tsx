// The progress bar: its value for assistive technology, and an indicator moved (not resized) to the value,
// not drawn at all at 0 (its edge showed as a sliver at the start of an empty track).
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { Progress } from '@/components/ui/progress';

const indicator = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;

it('shows its rounded value and moves its indicator to it', () => {
  render(<Progress value={40.4} label="Avance" valueText="40 %" />);
  const bar = screen.getByRole('progressbar', { name: 'Avance' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(bar).toHaveAttribute('aria-valuetext', '40 %');
  expect(indicator()).toBeVisible();
  expect(indicator().style.transform).toBe('translateX(-60%)');
});

it('draws no indicator at 0, and clamps what is out of range', () => {
  const { rerender } = render(<Progress value={0} label="Avance" />);
  expect(indicator()).not.toBeVisible();
  rerender(<Progress value={140} label="Avance" />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(indicator().style.transform).toBe('translateX(-0%)');
  expect(indicator()).toBeVisible();
});
