// A press on the user menu's button before its code has arrived opens the menu when it arrives.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { findLayer } from '../../helpers/dialogs';
import { renderMenu, signOut } from './stand-in';

const gate = vi.hoisted(() => {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  return { open, release };
});

vi.mock('@/components/layouts/user-menu-radix', async (importOriginal) => {
  await gate.open;
  return importOriginal();
});

it('opens from a click made while its code loads, and its items work', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.click(screen.getByRole('button', { name: 'Menú de usuario, AA' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await act(async () => gate.release());
  const menu = await findLayer('menu');
  await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar Sesión' }));
  expect(signOut).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Menú de usuario, AA' })).toHaveFocus();
});
