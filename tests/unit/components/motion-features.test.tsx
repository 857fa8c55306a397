// framer-motion's animation features wait for the first screen's data: until they arrive, what the `m`
// components wrap is drawn at its final state (not transparent), and the features are not fetched before
// the data is on screen.
import { act, render, screen } from '@testing-library/react';

import { AnimatedList } from '@/components/animated-list';
import { PageTransition } from '@/components/layouts/page-transition';
import { markFirstData } from '@/lib/first-data';

const features = vi.hoisted(() => ({ requested: 0 }));

vi.mock('@/components/motion/features', async (importOriginal) => {
  features.requested += 1;
  return importOriginal();
});

function Screen({ page }: { page: string }) {
  return (
    <PageTransition transitionKey={page}>
      <h2>{page}</h2>
      <AnimatedList items={['Ana', 'Luis']} getKey={(item) => item} label="Contactos">
        {(item) => item}
      </AnimatedList>
    </PageTransition>
  );
}

const transparent = (element: HTMLElement | null) => element?.style.opacity === '0';

it('shows the first screen at once and animates the screens after the features arrive', async () => {
  const { rerender } = render(<Screen page="Directorio" />);
  const heading = screen.getByRole('heading', { name: 'Directorio' });
  expect(transparent(heading.parentElement)).toBe(false);
  for (const item of screen.getAllByRole('listitem')) expect(transparent(item)).toBe(false);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(features.requested).toBe(0);

  act(() => markFirstData());
  await vi.waitFor(() => expect(features.requested).toBe(1));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

  rerender(<Screen page="Facturación" />);
  // The next page mounts at its animation's start (then fades in).
  expect(transparent(screen.getByRole('heading', { name: 'Facturación' }).parentElement)).toBe(true);
});
