import { screen, waitFor, within } from '@testing-library/react';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../app/preload-routes';
import { newClient, registerAccounts } from '../../helpers/accounts';
import { findDialog, findLayer } from '../../helpers/dialogs';
import { fakeFirebase, identity } from '../../helpers/fake-firebase';
import { fakeFunctions, refusal } from '../../helpers/fake-functions';
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { PASSWORD, renderApp } from '../../kit/render';

// Route modules compile here, not inside the waits below (that was the flakiness under load).
beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

let accounts: ReturnType<typeof registerAccounts>;
beforeEach(() => {
  accounts = registerAccounts();
});

const completions = () => fakeFunctions.callsTo('changepassword');

describe('forced password change', () => {
  it('cannot be dismissed, lists the failed rules, and closes once the password is changed', async () => {
    fakeFirebase.signInAs(newClient.email);
    const app = renderApp('/dashboard');
    // The dialog lives outside the routes, so it is the same one while /dashboard redirects.
    const dialog = await findDialog('Cambiar Contraseña');
    expect(within(dialog).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();

    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBe(dialog);

    // The rules are listed once: the hint up front, replaced by the failed rules after a submit.
    const hint = 'Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial.';
    expect(within(dialog).getByText(hint)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'debil');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'debil');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    const failures = await within(dialog).findByRole('alert');
    expect(within(failures).getByText('La contraseña debe incluir:')).toBeInTheDocument();
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Al menos 8 caracteres', 'Una letra mayúscula', 'Un número', 'Un carácter especial']);
    expect(within(dialog).queryByText(hint)).not.toBeInTheDocument();
    expect(identity.updatePassword).not.toHaveBeenCalled();

    await app.user.clear(within(dialog).getByLabelText('Nueva contraseña'));
    await app.user.clear(within(dialog).getByLabelText('Confirmar nueva contraseña'));
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura-2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura-2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server sets the password and clears the flag; the browser then signs in with the new password.
    expect(identity.reauthenticate).not.toHaveBeenCalled();
    expect(identity.updatePassword).not.toHaveBeenCalled();
    expect(completions()).toEqual([{ newPassword: 'Segura-2026' }]);
    expect(identity.signIn).toHaveBeenLastCalledWith(newClient.email, 'Segura-2026');
    expect(fakeFirebase.account(newClient.email)?.password).toBe('Segura-2026');
    expect(accounts.profile(newClient.email)?.must_change_password).toBe(false);
    expect(await screen.findByText('Tu contraseña ha sido actualizada exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/dashboard/client'));
  });

  it("keeps the dialog open with the server's reason when the change is refused", async () => {
    const reason = 'No se pudo cambiar la contraseña; no se cambió nada. Inténtalo de nuevo.';
    fakeFunctions.answer('changepassword', () => {
      throw refusal(reason, 'internal');
    });
    fakeFirebase.signInAs(newClient.email);
    const app = renderApp('/dashboard');
    const dialog = await findDialog('Cambiar Contraseña');
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura-2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura-2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBe(dialog);
    expect(accounts.profile(newClient.email)?.must_change_password).toBe(true);
    expect(fakeFirebase.account(newClient.email)?.password).toBe(PASSWORD);
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('disables the submit button while the confirmation differs', async () => {
    fakeFirebase.signInAs(newClient.email);
    const app = renderApp('/dashboard');
    const dialog = await findDialog('Cambiar Contraseña');
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura-2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura-2025');
    expect(await within(dialog).findByText('Las nuevas contraseñas no coinciden')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirmar nueva contraseña')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' })).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), '{Enter}');
    expect(identity.updatePassword).not.toHaveBeenCalled();
  });

  it("renders nothing of the company's area behind the dialog, and shows it once the password is changed", async () => {
    backend.seed('directory_entries', [
      {
        id: 'd1',
        company_id: newClient.company_id,
        employee_name: 'María Rodríguez',
        position: null,
        phone: null,
        whatsapp: null,
        email: null,
        photo_url: null,
      },
    ]);
    fakeFirebase.signInAs(newClient.email);
    const app = renderApp('/dashboard/client?tab=directory');
    const dialog = await findDialog('Cambiar Contraseña');
    expect(screen.queryByRole('heading', { name: 'Directorio de Empresa' })).not.toBeInTheDocument();
    expect(screen.queryByText('María Rodríguez')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(backend.requestsTo('directory_entries')).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura-2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura-2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText('María Rodríguez')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers 'Cerrar Sesión', which signs out to the login page without changing anything", async () => {
    fakeFirebase.signInAs(newClient.email);
    const app = renderApp('/dashboard/client');
    const dialog = await findDialog('Cambiar Contraseña');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeFirebase.currentUid()).toBeNull();
    expect(identity.updatePassword).not.toHaveBeenCalled();
    expect(completions()).toHaveLength(0);
  });

  it('does not appear on /reset-password', async () => {
    fakeFirebase.signInAs(newClient.email);
    renderApp('/reset-password?mode=nada');
    expect(await screen.findByText('El enlace es inválido. Solicita uno nuevo.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('voluntary password change', () => {
  it('re-authenticates with the current password from the admin avatar menu', async () => {
    fakeFirebase.signInAs(profiles.admin.email);
    // Opened while /dashboard/admin may still be redirecting: the dialog must survive the redirect.
    const app = renderApp('/dashboard/admin');
    await app.user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await app.user.click(
      within(await findLayer('menu')).getByRole('menuitem', { name: 'Cambiar Contraseña' }),
    );
    const dialog = await findDialog('Cambiar Contraseña');

    await app.user.type(within(dialog).getByLabelText('Contraseña actual'), 'equivocada');
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura#2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura#2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText('La contraseña actual es incorrecta.')).toBeInTheDocument();
    expect(screen.getByText('Error al actualizar')).toBeInTheDocument();
    expect(identity.updatePassword).not.toHaveBeenCalled();
    expect(completions()).toHaveLength(0);

    await app.user.clear(within(dialog).getByLabelText('Contraseña actual'));
    await app.user.type(within(dialog).getByLabelText('Contraseña actual'), PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(identity.reauthenticate).toHaveBeenLastCalledWith(PASSWORD);
    expect(fakeFirebase.account(profiles.admin.email)?.password).toBe('Segura#2026');
    // No flag to clear: the voluntary change never reaches the server.
    expect(completions()).toHaveLength(0);
    expect(app.location()).toBe('/dashboard/admin/clientes');
  });

  it('asks ¿Confirmar cambio de contraseña? in the client profile page', async () => {
    fakeFirebase.signInAs(profiles.clientA.email);
    const app = renderApp('/dashboard/client?tab=profile');
    await app.user.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }));
    await app.user.type(screen.getByLabelText('Contraseña actual'), PASSWORD);
    await app.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva-2026');
    await app.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva-2026');
    await app.user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    // Profile pages accept only !@#$%^&* as special characters.
    expect(
      await screen.findByText(
        'La nueva contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await app.user.clear(screen.getByLabelText('Nueva contraseña'));
    await app.user.clear(screen.getByLabelText('Confirmar nueva contraseña'));
    await app.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva#2026');
    await app.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva#2026');
    await app.user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    const confirm = await findDialog('¿Confirmar cambio de contraseña?', 'alertdialog');
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(identity.updatePassword).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    await app.user.click(
      within(await findDialog('¿Confirmar cambio de contraseña?', 'alertdialog')).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    expect(identity.reauthenticate).toHaveBeenCalledWith(PASSWORD);
    expect(identity.updatePassword).toHaveBeenCalledWith('Nueva#2026');
    expect(completions()).toHaveLength(0);
    await waitFor(() => expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument());
  });
});
