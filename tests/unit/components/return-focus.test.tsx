// A dialog opened by something other than its Dialog.Trigger gives the focus back to what opened it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';

import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { findDialog } from '../helpers/dialogs';

function Screen() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir diálogo
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label="Menú de usuario">Menú</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Cambiar Contraseña</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Diálogo</DialogTitle>
          <input aria-label="Campo" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('focus return', () => {
  it('goes back to the button that opened the dialog', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
    await findDialog('Diálogo');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir diálogo' })).toHaveFocus();
  });

  it('goes back to the menu button when a menu item opened the dialog', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    screen.getByRole('button', { name: 'Menú de usuario' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Cambiar Contraseña' }));
    await findDialog('Diálogo');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario' })).toHaveFocus());
  });

  it('goes back to the menu button when the dialog opens after the menu left and the focus is on the page', async () => {
    function LateDialog() {
      const [open, setOpen] = React.useState(false);
      const [menu, setMenu] = React.useState(true);
      return (
        <>
          <button type="button" id="menu-button" aria-label="Menú de usuario">
            Menú
          </button>
          {menu && (
            <div role="menu" aria-labelledby="menu-button">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  // The menu leaves (the focus falls to <body>), then the lazily loaded dialog mounts.
                  setMenu(false);
                  setTimeout(() => setOpen(true), 0);
                }}
              >
                Cambiar Contraseña
              </button>
            </div>
          )}
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Diálogo</DialogTitle>
              <input aria-label="Campo" />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<LateDialog />);
    screen.getByRole('menuitem', { name: 'Cambiar Contraseña' }).focus();
    await user.keyboard('{Enter}');
    await findDialog('Diálogo');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario' })).toHaveFocus());
  });
});
