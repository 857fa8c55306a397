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
    await screen.findByRole('dialog', { name: 'Diálogo' });
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
    await screen.findByRole('dialog', { name: 'Diálogo' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario' })).toHaveFocus());
  });
});
