// The user menu's code arriving while its stand-in button has the focus: the real button keeps it, and
// nothing opens by itself.
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

it('keeps the focus on the button when the menu code replaces the stand-in', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.tab();
  await user.tab();
  const standIn = screen.getByRole('button', { name: 'Menú de usuario, AA' });
  expect(standIn).toHaveFocus();
  expect(standIn).toHaveAttribute('aria-expanded', 'false');

  await act(async () => gate.release());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario, AA' })).not.toBe(standIn));
  const button = screen.getByRole('button', { name: 'Menú de usuario, AA' });
  expect(button).toHaveFocus();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.keyboard('{Enter}');
  await findLayer('menu');
});
