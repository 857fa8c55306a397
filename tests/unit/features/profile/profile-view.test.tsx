import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { fakeFirebase } from '../../helpers/fake-firebase';
import { fakeFunctions, refusal } from '../../helpers/fake-functions';
import { profiles } from '../../kit/profiles';
import { renderApp, toastText } from '../../kit/render';

/** The value shown under a label of 'Información de la Cuenta'. */
function field(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Mi Perfil', () => {
  it("shows the client's account data under its heading", async () => {
    renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    const section = await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Información de la Cuenta' })).toBeInTheDocument();
    expect(field('Nombre completo')).toBe('Carlos Cliente');
    expect(field('Correo electrónico')).toBe('cliente.a@portal.demo');
    expect(field('Nombre de usuario')).toBe('cliente_a');
    expect(field('Empresa')).toBe('Constructora Alfa');
    expect(field('Tipo de servicio')).toBe('Medicina del trabajo');
    expect(field('Inicio de servicio')).toBe('Marzo 2024');
  });

  it("says No especificado for what the profile lacks, and 'Sin empresa' as the lists do", async () => {
    renderApp('/dashboard/client?tab=profile', { profile: profiles.noCompany });
    await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(field('Nombre completo')).toBe('No especificado');
    expect(field('Empresa')).toBe('Sin empresa');
    expect(field('Inicio de servicio')).toBe('No especificado');
    expect(screen.getByText(/los administra tu proveedor/)).toBeInTheDocument();
  });

  it("the admin's profile has no service fields", async () => {
    renderApp('/dashboard/admin/perfil', { profile: profiles.admin });
    await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(field('Nombre completo')).toBe('Ana Admin');
    expect(screen.queryByText('Tipo de servicio')).not.toBeInTheDocument();
    expect(screen.queryByText('Inicio de servicio')).not.toBeInTheDocument();
    // An admin's data is not managed by a provider: the text says where admins change it.
    expect(screen.queryByText(/tu proveedor/)).not.toBeInTheDocument();
    expect(screen.getByText(/se cambian en «Perfiles Cliente»/)).toBeInTheDocument();
  });

  it('opens and cancels the password change in the Seguridad card', async () => {
    const { user } = renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    await user.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }));
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
    // The opener gives way to the form, whose own submit (same words) waits for a valid password.
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).not.toHaveAttribute('type', 'submit');
  });
});

describe("Mi Perfil: 'Cerrar Sesión en Todos los Dispositivos'", () => {
  const action = 'Cerrar Sesión en Todos los Dispositivos';

  it("asks first, then closes every session through 'revokesessions' and signs this browser out", async () => {
    fakeFunctions.answer('revokesessions', () => null);
    const app = renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    await app.user.click(await screen.findByRole('button', { name: action }));
    const dialog = await findDialog('¿Cerrar sesión en todos los dispositivos?', 'alertdialog');
    expect(dialog).toHaveTextContent(
      'Se cerrará tu sesión en todos tus dispositivos, también en este. Podrás volver a entrar con tu contraseña.',
    );
    expect(fakeFunctions.calls()).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar Sesiones' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(fakeFunctions.calls()).toEqual([{ name: 'revokesessions', input: {} }]);
    expect(fakeFirebase.currentUid()).toBeNull();
    expect(toastText()).toContain(
      'Sesiones cerradasSe cerró tu sesión en todos los dispositivos. Inicia sesión de nuevo para continuar.',
    );
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    const app = renderApp('/dashboard/admin/perfil', { profile: profiles.admin });
    await app.user.click(await screen.findByRole('button', { name: action }));
    const dialog = await findDialog('¿Cerrar sesión en todos los dispositivos?', 'alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeFunctions.calls()).toEqual([]);
    expect(fakeFirebase.currentUid()).toBe(profiles.admin.firebase_uid);
    expect(app.location()).toBe('/dashboard/admin/perfil');
  });

  it("shows the server's reason and stays signed in when the sessions could not be closed", async () => {
    const reason =
      'No se pudieron cerrar las sesiones de la cuenta de acceso (Firebase); no se cambió nada. Inténtalo de nuevo.';
    fakeFunctions.answer('revokesessions', () => {
      throw refusal(reason, 'internal');
    });
    const app = renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    await app.user.click(await screen.findByRole('button', { name: action }));
    await app.user.click(
      within(await findDialog('¿Cerrar sesión en todos los dispositivos?', 'alertdialog')).getByRole(
        'button',
        { name: 'Cerrar Sesiones' },
      ),
    );
    await waitFor(() => expect(toastText()).toContain(`No se pudieron cerrar las sesiones${reason}`));
    expect(fakeFirebase.currentUid()).toBe(profiles.clientA.firebase_uid);
    expect(app.location()).toBe('/dashboard/client?tab=profile');
  });

  it("is in the collaborator's Mi Perfil, opened from the user menu", async () => {
    fakeFunctions.answer('revokesessions', () => null);
    const app = renderApp('/dashboard/collaborator', { profile: profiles.collaborator });
    await app.user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await app.user.click(within(await findLayer('menu')).getByRole('menuitem', { name: 'Mi Perfil' }));
    const section = await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(app.location()).toBe('/dashboard/collaborator/perfil');
    await app.user.click(within(section).getByRole('button', { name: action }));
    await app.user.click(
      within(await findDialog('¿Cerrar sesión en todos los dispositivos?', 'alertdialog')).getByRole(
        'button',
        { name: 'Cerrar Sesiones' },
      ),
    );
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(fakeFunctions.callsTo('revokesessions')).toEqual([{}]);
  });
});
