// Once the client's first screen has shown, the browser fetches the list tabs' code while idle ('Estado de
// la cuenta', 'Laboratorio', 'REPSE', 'Facturación') so that a pick renders without waiting for it; not
// when the person asked to save data, where only the pointer or focus on a menu entry asks for that tab.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { resetFirstData } from '@/lib/first-data';

import { setConnection, withIdleBrowser } from '../helpers/idle-browser';
import { profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const loaded = vi.hoisted(() => [] as string[]);
const record = (name: string) => async (original: () => Promise<unknown>) => {
  loaded.push(name);
  return original();
};
vi.mock('@/app/routes/client/account-tab', async (original) => record('account')(original));
vi.mock('@/app/routes/client/billing-tab', async (original) => record('billing')(original));
vi.mock('@/app/routes/client/repse-tab', async (original) => record('repse')(original));
vi.mock('@/features/laboratory/components/laboratory-requests', async (original) =>
  record('laboratory')(original),
);
vi.mock('@/features/indicators/components/indicators-dashboard', async (original) =>
  record('indicators')(original),
);

const soon = { timeout: 15_000 };

withIdleBrowser();

async function firstScreen() {
  const app = renderApp('/dashboard/client', { profile: profiles.clientA });
  // The directory's empty state is its first data.
  expect(await screen.findByText('Directorio Vacío.', undefined, soon)).toBeInTheDocument();
  return app;
}

// One test: a module's code loads once per file, so the save-data half must come first.
it('preloads the list tabs on idle after the first screen, and only the hovered tab when saving data', async () => {
  setConnection({ saveData: true });
  const saving = await firstScreen();
  // Long enough for the idle callback and an import: nothing was asked for.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(loaded).toEqual([]);
  const menu = screen.getByRole('navigation', { name: 'Secciones del portal' });
  fireEvent.pointerEnter(within(menu).getByRole('button', { name: 'Indicadores' }));
  await waitFor(() => expect(loaded).toEqual(['indicators']), soon);
  saving.unmount();
  resetFirstData();

  setConnection({ saveData: false });
  await firstScreen();
  await waitFor(
    () => expect([...loaded].sort()).toEqual(['account', 'billing', 'indicators', 'laboratory', 'repse']),
    soon,
  );
});
