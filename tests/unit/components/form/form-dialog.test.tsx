// FormDialog with useFormDialog: label wiring, Spanish messages, the root error of a refused save, the
// busy state, Cancelar, and the focus going back to the button that opened the dialog.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

const schema = z.object({ name: z.string().trim().min(1, 'Ingresa el nombre.') });

function NameDialog({ save, onClose }: { save: (name: string) => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = React.useState(false);
  const { form, submit } = useFormDialog({
    schema,
    defaultValues: { name: '' },
    save: async ({ name }) => {
      setBusy(true);
      try {
        await save(name);
      } finally {
        setBusy(false);
      }
    },
    onDone: onClose,
  });
  return (
    <FormDialog
      onClose={onClose}
      title="Nuevo registro"
      description="Un registro de prueba."
      state={{ form, submit, isPending: busy }}
    >
      <TextField control={form.control} name="name" label="Nombre" description="Como aparece en la lista." />
    </FormDialog>
  );
}

function Screen({ save }: { save: (name: string) => Promise<void> }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Agregar
      </button>
      {open && <NameDialog save={save} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('FormDialog', () => {
  it('wires the label and hint, and shows the Spanish message under the field', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => undefined);
    render(<Screen save={save} />);
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo registro' });
    const input = within(dialog).getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAccessibleDescription('Como aparece en la lista.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresa el nombre.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Como aparece en la lista. Ingresa el nombre.');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a refused save as an alert, busy meanwhile, and clears it on the next change', async () => {
    const user = userEvent.setup();
    let refuse: (error: Error) => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    render(<Screen save={save} />);
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo registro' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const busy = await within(dialog).findByRole('button', { name: 'Guardando...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    refuse(new Error('El nombre ya existe.'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El nombre ya existe.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'a');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('closes with Cancelar and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Screen save={vi.fn(async () => undefined)} />);
    const opener = screen.getByRole('button', { name: 'Agregar' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo registro' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('saves, closes and returns the focus after a save that went through', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => undefined);
    render(<Screen save={save} />);
    const opener = screen.getByRole('button', { name: 'Agregar' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo registro' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith('Ana');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
