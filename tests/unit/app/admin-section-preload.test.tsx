// Once the admin's first screen has shown, the browser fetches the list sections' code while idle (and the
// documents list, the first tab of 'Documentos (REPSE)'), so that a pick renders without waiting for it;
// the other sections load when the pointer or focus reaches their menu entry, and nothing is fetched on
// idle when the person asked to save data.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { resetFirstData } from '@/lib/first-data';

import { setConnection, withIdleBrowser } from '../helpers/idle-browser';
import { backend } from '../kit/fake-backend';
import { companies, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const loaded = vi.hoisted(() => [] as string[]);
const record = (name: string) => async (original: () => Promise<unknown>) => {
  loaded.push(name);
  return original();
};
vi.mock('@/app/routes/admin/directory', async (original) => record('directory')(original));
vi.mock('@/app/routes/admin/laboratory', async (original) => record('laboratory')(original));
vi.mock('@/app/routes/admin/billing', async (original) => record('billing')(original));
vi.mock('@/app/routes/admin/documents', async (original) => record('documents')(original));
vi.mock('@/app/routes/admin/documents/list', async (original) => record('documents list')(original));
vi.mock('@/app/routes/admin/feedback', async (original) => record('feedback')(original));
vi.mock('@/app/routes/admin/audit', async (original) => record('audit')(original));
vi.mock('@/app/routes/admin/lms', async (original) => record('lms')(original));
vi.mock('@/app/routes/admin/indicators', async (original) => record('indicators')(original));

const soon = { timeout: 15_000 };

withIdleBrowser();

async function firstScreen() {
  backend.seed('companies', companies);
  const app = renderApp('/dashboard/admin', { profile: profiles.admin });
  expect((await screen.findAllByText(companies[0].name, undefined, soon))[0]).toBeInTheDocument();
  return app;
}

// One test: a module's code loads once per file, so the save-data half must come first.
it('preloads the list sections on idle after the first screen, and only the hovered one when saving data', async () => {
  setConnection({ saveData: true });
  const saving = await firstScreen();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(loaded).toEqual([]);
  const menu = screen.getByRole('navigation', { name: 'Administración' });
  fireEvent.pointerEnter(within(menu).getByRole('link', { name: 'Gestión LMS' }));
  await waitFor(() => expect(loaded).toEqual(['lms']), soon);
  fireEvent.focus(within(menu).getByRole('link', { name: 'Indicadores (Looker)' }));
  await waitFor(() => expect(loaded).toEqual(['lms', 'indicators']), soon);
  saving.unmount();
  resetFirstData();

  setConnection({ saveData: false });
  await firstScreen();
  await waitFor(
    () =>
      expect([...loaded].sort()).toEqual(
        [
          'audit',
          'billing',
          'directory',
          'documents',
          'documents list',
          'feedback',
          'indicators',
          'laboratory',
          'lms',
        ].sort(),
      ),
    soon,
  );
});
