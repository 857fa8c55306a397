// The small-screen drawer's code loads after the first data; a press on 'Abrir menú' before it arrives
// opens the drawer when it does, and closing it returns the focus to the button.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DashboardFrame } from '@/components/layouts/dashboard-frame';

import { findDialog } from '../helpers/dialogs';

const gate = vi.hoisted(() => {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  return { open, release };
});

vi.mock('@/components/layouts/mobile-drawer', async (importOriginal) => {
  await gate.open;
  return importOriginal();
});

it('opens from a press made while its code loads, and gives the focus back to its button', async () => {
  const user = userEvent.setup();
  render(
    <DashboardFrame
      brand={<span>Portal</span>}
      actions={null}
      transitionKey="inicio"
      renderNav={() => <a href="#cursos">Cursos</a>}
    >
      <h2>Inicio</h2>
    </DashboardFrame>,
  );
  const button = screen.getByRole('button', { name: 'Abrir menú' });
  await user.click(button);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  await act(async () => gate.release());
  const drawer = await findDialog('Menú');
  expect(drawer).toContainElement(screen.getAllByRole('link', { name: 'Cursos' }).at(-1) ?? null);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
});
