// Enter on the user menu's button before its code has arrived: the menu opens when it arrives, with the
// first item focused (as Radix opens it from the keyboard), and Escape gives the focus back to the button.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { findLayer } from '../../helpers/dialogs';
import { renderMenu } from './stand-in';

const gate = vi.hoisted(() => {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  return { open, release };
});

vi.mock('@/components/layouts/user-menu-radix', async (importOriginal) => {
  await gate.open;
  return importOriginal();
});

it('opens from Enter pressed while its code loads, then returns the focus to its button', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.tab();
  await user.tab();
  const standIn = screen.getByRole('button', { name: 'Menú de usuario, AA' });
  expect(standIn).toHaveFocus();
  expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await act(async () => gate.release());
  const menu = await findLayer('menu');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Cambiar Contraseña' })).toHaveFocus());
  expect(menu).toHaveTextContent('admin@portal.demo');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario, AA' })).toHaveFocus());
});
