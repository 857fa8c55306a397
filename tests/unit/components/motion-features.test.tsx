// The page and list entrances are CSS: a new page mounts a new element that starts its entrance, list
// items enter one after another (capped), and an item that stays is not re-entered. framer-motion's
// animation features (the REPSE month groups) wait for the first screen's data: until they arrive, what
// the `m` components wrap is drawn at its final state (not transparent), and they are not fetched before
// the data is on screen.
import { act, render, screen } from '@testing-library/react';
import { m } from 'framer-motion';

import { AnimatedList } from '@/components/animated-list';
import { PageTransition } from '@/components/layouts/page-transition';
import { MotionFeatures, motionReady } from '@/components/motion/motion-features';
import { markFirstData } from '@/lib/first-data';

const features = vi.hoisted(() => ({ requested: 0 }));

vi.mock('@/components/motion/features', async (importOriginal) => {
  features.requested += 1;
  return importOriginal();
});

function Screen({ page, people }: { page: string; people: string[] }) {
  return (
    <PageTransition transitionKey={page}>
      <h2>{page}</h2>
      <AnimatedList items={people} getKey={(item) => item} label="Contactos">
        {(item) => item}
      </AnimatedList>
    </PageTransition>
  );
}

const ENTERS = 'motion-safe:animate-page-enter';

it('enters each new page and each new list item in CSS, one item after another', () => {
  const people = Array.from({ length: 10 }, (_, i) => `Persona ${i + 1}`);
  const { rerender } = render(<Screen page="Directorio" people={people} />);
  const first = screen.getByRole('heading', { name: 'Directorio' }).parentElement as HTMLElement;
  expect(first).toHaveClass(ENTERS);
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.style.animationDelay)).toEqual([
    '0ms',
    '40ms',
    '80ms',
    '120ms',
    '160ms',
    '200ms',
    '240ms',
    '280ms',
    '320ms',
    '320ms',
  ]);
  for (const item of items) expect(item).toHaveClass('motion-safe:animate-item-enter');

  // Same page, one more person: the others stay (no new entrance), the page does not enter again.
  rerender(<Screen page="Directorio" people={[...people, 'Persona 11']} />);
  expect(screen.getByRole('heading', { name: 'Directorio' }).parentElement).toBe(first);
  expect(screen.getAllByRole('listitem')[0]).toBe(items[0]);

  // Another page: a new element, which starts its entrance.
  rerender(<Screen page="Facturación" people={people} />);
  const next = screen.getByRole('heading', { name: 'Facturación' }).parentElement as HTMLElement;
  expect(next).not.toBe(first);
  expect(next).toHaveClass(ENTERS);
});

function Group({ name }: { name: string }) {
  return (
    <MotionFeatures>
      <m.div
        data-testid={name}
        initial={motionReady() ? { opacity: 0, y: 8 } : false}
        animate={{ opacity: 1, y: 0 }}
      >
        {name}
      </m.div>
    </MotionFeatures>
  );
}

const transparent = (element: HTMLElement) => element.style.opacity === '0';

it("draws framer-motion's elements at their final state until the features arrive after the first data", async () => {
  render(<Group name="Marzo" />);
  expect(transparent(screen.getByTestId('Marzo'))).toBe(false);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(features.requested).toBe(0);

  act(() => markFirstData());
  await vi.waitFor(() => expect(features.requested).toBe(1));
  await vi.waitFor(() => expect(motionReady()).toBe(true));
  render(<Group name="Abril" />);
  // Mounted once the features are here: at its animation's start (then fades in).
  expect(transparent(screen.getByTestId('Abril'))).toBe(true);
});
