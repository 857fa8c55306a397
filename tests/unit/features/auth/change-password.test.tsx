import { screen, waitFor, within } from '@testing-library/react';

import { resetToasts } from '@/components/ui/use-toast';

import { DEMO_PASSWORD, seedDemoAccounts } from '../../helpers/demo-accounts';
import { fakeFirebase, identity } from '../../helpers/fake-firebase';
import { fakeSupabase, supabase } from '../../helpers/fake-supabase';
import { renderApp } from '../../helpers/render-app';

vi.mock('@/lib/firebase', async () => (await import('../../helpers/fake-firebase')).firebaseModule);
vi.mock('@/lib/supabase', async () => (await import('../../helpers/fake-supabase')).supabaseModule);

beforeEach(() => {
  fakeFirebase.reset();
  fakeSupabase.reset();
  resetToasts();
  seedDemoAccounts();
});

/** The forced dialog opens before the role redirect finishes; interact only once the route is settled. */
async function settledInClientArea(app: ReturnType<typeof renderApp>) {
  await waitFor(() => expect(app.location()).toBe('/dashboard/client'));
  await screen.findByText('Directorio de Empresa');
}

describe('forced password change', () => {
  it('cannot be dismissed, lists the failed rules, and closes once the password is changed', async () => {
    fakeFirebase.signInAs('nuevo@portal.demo');
    const app = renderApp('/dashboard');
    await settledInClientArea(app);
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar Contraseña' });
    expect(within(dialog).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();

    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();

    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'debil');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'debil');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    const failures = within(dialog).getByRole('alert');
    for (const rule of [
      'Al menos 8 caracteres',
      'Una letra mayúscula',
      'Un número',
      'Un carácter especial',
    ]) {
      expect(within(failures).getByText(rule)).toBeInTheDocument();
    }
    expect(within(failures).queryByText('Una letra minúscula')).not.toBeInTheDocument();
    expect(identity.updatePassword).not.toHaveBeenCalled();

    await app.user.clear(within(dialog).getByLabelText('Nueva contraseña'));
    await app.user.clear(within(dialog).getByLabelText('Confirmar nueva contraseña'));
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura-2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura-2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(identity.reauthenticate).not.toHaveBeenCalled();
    expect(identity.updatePassword).toHaveBeenCalledWith('Segura-2026');
    expect(supabase.rpc).toHaveBeenCalledWith('complete_password_change');
    expect(fakeSupabase.profile('nuevo@portal.demo')?.must_change_password).toBe(false);
    expect(await screen.findByText('Tu contraseña ha sido actualizada exitosamente.')).toBeInTheDocument();
  });

  it('disables the submit button while the confirmation differs', async () => {
    fakeFirebase.signInAs('nuevo@portal.demo');
    const app = renderApp('/dashboard');
    await settledInClientArea(app);
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar Contraseña' });
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura-2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura-2025');
    expect(await within(dialog).findByText('Las nuevas contraseñas no coinciden')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' })).toBeDisabled();
  });

  it('does not appear on /reset-password', async () => {
    fakeFirebase.signInAs('nuevo@portal.demo');
    renderApp('/reset-password?mode=nada');
    expect(await screen.findByText('El enlace es inválido. Solicita uno nuevo.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('voluntary password change', () => {
  it('re-authenticates with the current password from the admin avatar menu', async () => {
    fakeFirebase.signInAs('admin@portal.demo');
    const app = renderApp('/dashboard/admin');
    await app.user.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Cambiar Contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar Contraseña' });

    await app.user.type(within(dialog).getByLabelText('Contraseña actual'), 'equivocada');
    await app.user.type(within(dialog).getByLabelText('Nueva contraseña'), 'Segura#2026');
    await app.user.type(within(dialog).getByLabelText('Confirmar nueva contraseña'), 'Segura#2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText('La contraseña actual es incorrecta.')).toBeInTheDocument();
    expect(screen.getByText('Error al actualizar')).toBeInTheDocument();
    expect(identity.updatePassword).not.toHaveBeenCalled();

    await app.user.clear(within(dialog).getByLabelText('Contraseña actual'));
    await app.user.type(within(dialog).getByLabelText('Contraseña actual'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(identity.reauthenticate).toHaveBeenLastCalledWith(DEMO_PASSWORD);
    expect(fakeFirebase.account('admin@portal.demo')?.password).toBe('Segura#2026');
  });

  it('asks ¿Confirmar cambio de contraseña? in the client profile page', async () => {
    fakeFirebase.signInAs('cliente.a@portal.demo');
    const app = renderApp('/dashboard/client?tab=profile');
    await app.user.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }));
    await app.user.type(screen.getByLabelText('Contraseña actual'), DEMO_PASSWORD);
    await app.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva-2026');
    await app.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva-2026');
    await app.user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    // Profile pages accept only !@#$%^&* as special characters.
    expect(
      screen.getByText(
        'La nueva contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
      ),
    ).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText('Nueva contraseña'));
    await app.user.clear(screen.getByLabelText('Confirmar nueva contraseña'));
    await app.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva#2026');
    await app.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva#2026');
    await app.user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Confirmar cambio de contraseña?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(identity.updatePassword).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Confirmar cambio de contraseña?' })).getByRole(
        'button',
        { name: 'Confirmar' },
      ),
    );
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    expect(identity.updatePassword).toHaveBeenCalledWith('Nueva#2026');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });
});
