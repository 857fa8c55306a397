// The stale-write conflict inside FormDialog: a save refused because someone else saved the record since
// the form opened says so in Spanish, lists what they changed (the stored value beside what this person
// typed, by the field's label and as the field reads it), and offers Recargar and Guardar de Todos Modos.
// A create sends the same new id on every attempt of one opening.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';

import { CheckboxField } from '@/components/form/checkbox-field';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormDialog, type SaveContext } from '@/components/form/use-form-dialog';
import { StaleWriteError } from '@/lib/stale-write';

const schema = z.object({ name: z.string().trim().min(1), status: z.string(), active: z.boolean() });
type Values = z.infer<typeof schema>;
type Row = {
  id: string;
  name: string;
  status: string;
  active: boolean;
  updated_at: string;
};

const STATUSES = [
  { value: 'open', label: 'Abierta' },
  { value: 'closed', label: 'Cerrada' },
];
const valuesOf = (row: Row | null) => ({
  name: row?.name ?? '',
  status: row?.status ?? 'open',
  active: row?.active ?? true,
});

type Save = (values: Values, context: SaveContext) => Promise<void>;

function RecordDialog({ row, save, onClose }: { row: Row | null; save: Save; onClose: () => void }) {
  const { form, submit, staleWrite } = useFormDialog({
    schema,
    defaultValues: valuesOf(row),
    version: row?.updated_at,
    storedValues: valuesOf,
    save,
    onDone: onClose,
  });
  return (
    <FormDialog
      onClose={onClose}
      title="Editar registro"
      state={{ form, submit, isPending: false, staleWrite }}
    >
      <TextField control={form.control} name="name" label="Nombre" />
      <SelectField control={form.control} name="status" label="Estado" options={STATUSES} />
      <CheckboxField control={form.control} name="active" label="Activo" />
    </FormDialog>
  );
}

const loaded: Row = { id: 'r1', name: 'Alfa', status: 'open', active: true, updated_at: 'v1' };
const stored: Row = { ...loaded, name: 'Alfa (otro)', status: 'closed', updated_at: 'v2' };

async function openAndType(save: Save) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<RecordDialog row={loaded} save={save} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Editar registro' });
  const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
  await user.clear(name);
  await user.type(name, 'Alfa Norte');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  const alert = await within(dialog).findByRole('alert');
  return { user, dialog, alert, name, onClose };
}

describe('FormDialog: a stale save', () => {
  it('says someone else changed the record and shows what changed against what was typed', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new StaleWriteError(stored));
    const { alert } = await openAndType(save);
    expect(save).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ version: 'v1' }));
    expect(alert).toHaveTextContent('Alguien más cambió este registro mientras lo editabas.');
    expect(alert).toHaveTextContent('Esto cambió desde que abriste el formulario:');
    const terms = within(alert)
      .getAllByRole('term')
      .map((t) => t.textContent);
    // The checkbox did not change: only the name and the status are listed, in the form's order.
    expect(terms).toEqual(['Nombre', 'Estado']);
    const details = within(alert)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(details).toEqual([
      'Guardado ahora: Alfa (otro)',
      'Lo que escribiste: Alfa Norte',
      'Guardado ahora: Cerrada',
      'Lo que escribiste: Abierta',
    ]);
  });

  it('Recargar takes the stored values into the form and the next save sends the stored version', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new StaleWriteError(stored)).mockResolvedValue();
    const { user, dialog, alert, name, onClose } = await openAndType(save);
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveValue('Alfa (otro)');
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Cerrada');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenLastCalledWith(
      { name: 'Alfa (otro)', status: 'closed', active: true },
      expect.objectContaining({ version: 'v2' }),
    );
  });

  it('Guardar de Todos Modos saves what was typed with the stored version', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new StaleWriteError(stored)).mockResolvedValue();
    const { user, alert, onClose } = await openAndType(save);
    await user.click(within(alert).getByRole('button', { name: 'Guardar de Todos Modos' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(
      { name: 'Alfa Norte', status: 'open', active: true },
      expect.objectContaining({ version: 'v2' }),
    );
  });

  it('says so when the record was deleted meanwhile, with nothing to reload', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new StaleWriteError(null));
    const { alert } = await openAndType(save);
    expect(alert).toHaveTextContent('Alguien más eliminó este registro mientras lo editabas.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('any other refusal stays the plain alert', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new Error('No se pudo guardar.'));
    const { alert } = await openAndType(save);
    expect(alert).toHaveTextContent('No se pudo guardar.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('FormDialog: a create', () => {
  it('sends the same new id on every attempt of one opening', async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue();
    render(<RecordDialog row={null} save={save} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar registro' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    const [first, second] = save.mock.calls.map(([, context]) => context);
    expect(first.version).toBeNull();
    expect(first.newId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.newId).toBe(first.newId);
  });
});
