import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AdminUsers } from '@/features/users/components/admin/admin-users';
import { userErrors } from '@/features/users/utils/user-errors';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { fakeFunctions, refusal } from '../../helpers/fake-functions';
import { backend } from '../../kit/fake-backend';
import { companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { inactiveAna, serverDeletes, serverUpdates, userRow } from './fixtures';

const render = () =>
  renderWithProviders(<AdminUsers companyId="all" companies={companies} />, { profile: profiles.admin });
const table = () => screen.findByRole('table', { name: 'Usuarios' });

async function openMenu(user: UserEvent, email: string) {
  await user.click((await screen.findAllByRole('button', { name: `Más acciones de ${email}` }))[0]);
  return findLayer('menu');
}

async function choose(user: UserEvent, email: string, item: string) {
  await user.click(within(await openMenu(user, email)).getByRole('menuitem', { name: item }));
}

describe("admin users: the 'Más acciones' menu", () => {
  it("offers changing the e-mail, closing every session and deleting; an inactive user's sessions are closed", async () => {
    backend.seed('profiles', [userRow(), inactiveAna()]);
    const { user } = render();
    const menu = await openMenu(user, 'carlos@alfa.mx');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Cambiar Correo', 'Cerrar Sesión en Todos los Dispositivos', 'Eliminar Usuario']);
    expect(
      within(menu).getByRole('menuitem', { name: 'Cerrar Sesión en Todos los Dispositivos' }),
    ).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const inactive = await openMenu(user, 'ana@alfa.mx');
    expect(
      within(inactive).getByRole('menuitem', { name: 'Cerrar Sesión en Todos los Dispositivos' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(inactive).getByRole('menuitem', { name: 'Cambiar Correo' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe("admin users: 'Cambiar Correo'", () => {
  it('checks the new address before asking the server: malformed, or the same one', async () => {
    backend.seed('profiles', [userRow()]);
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Cambiar Correo');
    const dialog = await findDialog('Cambiar Correo');
    expect(dialog).toHaveTextContent(
      'carlos@alfa.mx iniciará sesión con el correo nuevo; su contraseña no cambia.',
    );
    const field = within(dialog).getByLabelText('Correo electrónico nuevo');
    const save = within(dialog).getByRole('button', { name: 'Cambiar Correo' });

    await user.type(field, 'no-es-correo');
    await user.click(save);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Ingresa un correo electrónico válido.'));

    await user.clear(field);
    await user.type(field, 'CARLOS@alfa.mx');
    await user.click(save);
    await waitFor(() => expect(field).toHaveAccessibleDescription('El correo nuevo es igual al actual.'));
    expect(fakeFunctions.calls()).toEqual([]);
  });

  it('shows an e-mail the server says is taken under the field, and keeps the dialog open', async () => {
    backend.seed('profiles', [userRow()]);
    fakeFunctions.answer('changeuseremail', () => {
      throw refusal(userErrors.emailTaken, 'already-exists', 'email');
    });
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Cambiar Correo');
    const dialog = await findDialog('Cambiar Correo');
    const field = within(dialog).getByLabelText('Correo electrónico nuevo');
    await user.type(field, 'ana@alfa.mx');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar Correo' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(userErrors.emailTaken));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fakeFunctions.callsTo('changeuseremail')).toEqual([
      { profileId: 'u-carlos', email: 'ana@alfa.mx' },
    ]);
  });

  it("shows a refusal that names no field as the dialog's alert", async () => {
    backend.seed('profiles', [userRow()]);
    fakeFunctions.answer('changeuseremail', () => {
      throw refusal('El usuario ya no existe. Actualiza la lista.', 'not-found');
    });
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Cambiar Correo');
    const dialog = await findDialog('Cambiar Correo');
    await user.type(within(dialog).getByLabelText('Correo electrónico nuevo'), 'otro@alfa.mx');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar Correo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El usuario ya no existe. Actualiza la lista.',
    );
  });

  it("changes it through 'changeuseremail', says so and lists the new address", async () => {
    backend.seed('profiles', [userRow()]);
    fakeFunctions.answer('changeuseremail', (input: { email: string }) =>
      serverUpdates('u-carlos', { email: input.email }),
    );
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Cambiar Correo');
    const dialog = await findDialog('Cambiar Correo');
    await user.type(within(dialog).getByLabelText('Correo electrónico nuevo'), 'Carlos.Nuevo@Alfa.mx');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar Correo' }));

    await waitFor(() =>
      expect(toastText()).toContain('Correo actualizadoAhora inicia sesión con carlos.nuevo@alfa.mx.'),
    );
    expect(fakeFunctions.calls()).toEqual([
      { name: 'changeuseremail', input: { profileId: 'u-carlos', email: 'carlos.nuevo@alfa.mx' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(await table()).findByText('carlos.nuevo@alfa.mx')).toBeInTheDocument();
  });
});

describe("admin users: 'Cerrar Sesión en Todos los Dispositivos'", () => {
  it("asks first, then closes the user's sessions through 'revokesessions'", async () => {
    backend.seed('profiles', [userRow()]);
    fakeFunctions.answer('revokesessions', () => null);
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Cerrar Sesión en Todos los Dispositivos');
    const dialog = await findDialog('¿Cerrar sesión en todos los dispositivos?', 'alertdialog');
    expect(dialog).toHaveTextContent(
      'Se cerrará la sesión de carlos@alfa.mx en todos sus dispositivos. Podrá volver a entrar con su contraseña.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Cerrar Sesiones' });
    expect(confirm).not.toHaveClass('bg-destructive');
    expect(fakeFunctions.calls()).toEqual([]);

    await user.click(confirm);
    await waitFor(() =>
      expect(toastText()).toContain('Se cerró la sesión de carlos@alfa.mx en todos sus dispositivos.'),
    );
    expect(fakeFunctions.calls()).toEqual([{ name: 'revokesessions', input: { profileId: 'u-carlos' } }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe("admin users: 'Eliminar Usuario'", () => {
  it("asks with a destructive button, then deletes through 'deleteuser'", async () => {
    backend.seed('profiles', [userRow(), inactiveAna()]);
    fakeFunctions.answer('deleteuser', () => serverDeletes('u-carlos'));
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Eliminar Usuario');
    const dialog = await findDialog('¿Eliminar usuario?', 'alertdialog');
    expect(dialog).toHaveTextContent(
      'Se eliminarán el perfil y la cuenta de acceso de carlos@alfa.mx, con su avance de cursos. No se puede deshacer.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(confirm).toHaveClass('bg-destructive');
    expect(fakeFunctions.calls()).toEqual([]);

    await user.click(confirm);
    await waitFor(() =>
      expect(toastText()).toContain(
        'Usuario eliminadoSe eliminaron el perfil y la cuenta de carlos@alfa.mx.',
      ),
    );
    expect(fakeFunctions.calls()).toEqual([{ name: 'deleteuser', input: { profileId: 'u-carlos' } }]);
    await waitFor(async () =>
      expect(within(await table()).queryByText('carlos@alfa.mx')).not.toBeInTheDocument(),
    );
    expect(within(await table()).getByText('ana@alfa.mx')).toBeInTheDocument();
  });

  it("shows the server's refusal in the toast and keeps the user", async () => {
    backend.seed('profiles', [userRow()]);
    const reason =
      'No se puede eliminar: el usuario tiene constancias DC-3 emitidas, que deben conservarse. Desactívalo en su lugar.';
    fakeFunctions.answer('deleteuser', () => {
      throw refusal(reason, 'failed-precondition');
    });
    const { user } = render();
    await choose(user, 'carlos@alfa.mx', 'Eliminar Usuario');
    await user.click(
      within(await findDialog('¿Eliminar usuario?', 'alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(toastText()).toContain(`No se pudo eliminar el usuario${reason}`));
    expect(within(await table()).getByText('carlos@alfa.mx')).toBeInTheDocument();
  });
});
