import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AdminUsers } from '@/features/users/components/admin/admin-users';
import { identity } from '@/lib/firebase';

import { findDialog } from '../../helpers/dialogs';
import { fakeFirebase } from '../../helpers/fake-firebase';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { userRow } from './fixtures';

const render = (companyId = 'all') =>
  renderWithProviders(<AdminUsers companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
  });

async function openCreate(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
  return findDialog('Nuevo usuario');
}

async function fillClient(user: UserEvent, email = 'nuevo@alfa.mx') {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Usuario'), 'nuevo');
  await user.type(screen.getByLabelText('Nombre completo'), 'Nuevo Cliente');
  await user.type(screen.getByLabelText('Tipo de servicio (opcional)'), 'Medicina del trabajo');
  await user.clear(screen.getByLabelText('Año de inicio'));
  await user.type(screen.getByLabelText('Año de inicio'), '2026');
}

const submit = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
const profilePosts = () => backend.requestsTo('profiles', 'POST');

describe('admin users: create', () => {
  it('creates the account on the second instance, keeps the admin signed in, and invites', async () => {
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    // The header company is preselected.
    expect(within(dialog).getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Constructora Alfa');
    await fillClient(user);
    await submit(user, dialog);

    await waitFor(() => expect(profilePosts()).toHaveLength(1));
    expect(fakeFirebase.provisioned()).toEqual([
      { email: 'nuevo@alfa.mx', instance: 'cuentas', mainUid: profiles.admin.firebase_uid },
    ]);
    expect(fakeFirebase.currentUid()).toBe(profiles.admin.firebase_uid);
    expect(fakeFirebase.accountsCurrentUid()).toBeNull();
    expect(identity.signIn).not.toHaveBeenCalled();
    expect(profilePosts()[0].body).toMatchObject({
      email: 'nuevo@alfa.mx',
      username: 'nuevo',
      full_name: 'Nuevo Cliente',
      role: 'client',
      company_id: COMPANY_A,
      service_type: 'Medicina del trabajo',
      year_start: 2026,
      firebase_uid: 'uid-nuevo-1',
      active: true,
      must_change_password: false,
      curp: null,
    });
    await waitFor(() => expect(toastText()).toContain('Se envió la invitación a nuevo@alfa.mx.'));
    expect(identity.sendPasswordResetEmail).toHaveBeenCalledWith(
      'nuevo@alfa.mx',
      `${window.location.origin}/login`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("needs a client's company ('Todas las Empresas' preselects none)", async () => {
    const { user } = render('all');
    const dialog = await openCreate(user);
    await submit(user, dialog);
    expect(
      await within(dialog).findByText(
        'Información de Compañía Requerida: selecciona la empresa del cliente.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el nombre completo.')).toBeInTheDocument();
    expect(fakeFirebase.provisioned()).toEqual([]);
  });

  it('validates CURP, puesto and ocupación of a collaborator', async () => {
    const { user } = render('all');
    const dialog = await openCreate(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'colab@portal.demo');
    await user.type(screen.getByLabelText('Usuario'), 'colab');
    await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Colaboradora');
    await chooseOption(user, 'Rol', 'Colaborador');
    await user.type(screen.getByLabelText('CURP'), 'gode561231');
    await chooseOption(user, 'Acceso', 'Asignar contraseña temporal');
    await submit(user, dialog);
    expect(await within(dialog).findByText(/La CURP no es válida/)).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el puesto del colaborador.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa la ocupación del colaborador.')).toBeInTheDocument();
    expect(fakeFirebase.provisioned()).toEqual([]);
  });

  it('creates a collaborator with its DC-3 data and shows the temporary password once', async () => {
    const { user } = render('all');
    const dialog = await openCreate(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'colab@portal.demo');
    await user.type(screen.getByLabelText('Usuario'), 'colab');
    await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Colaboradora');
    await chooseOption(user, 'Rol', 'Colaborador');
    await chooseOption(user, 'Acceso', 'Asignar contraseña temporal');
    await user.type(screen.getByLabelText('CURP'), 'gode561231hdfrrn09');
    await user.type(screen.getByLabelText('Puesto'), 'Supervisora');
    await user.type(screen.getByLabelText('Ocupación'), 'Seguridad industrial');
    await submit(user, dialog);

    const shown = await findDialog('Contraseña temporal');
    const password = within(shown).getByTestId('temporary-password').textContent ?? '';
    expect(password).toMatch(/^\S{14}$/);
    expect(fakeFirebase.account('colab@portal.demo')?.password).toBe(password);
    expect(profilePosts()[0].body).toMatchObject({
      role: 'collaborator',
      company_id: null,
      curp: 'GODE561231HDFRRN09',
      job_title: 'Supervisora',
      occupation: 'Seguridad industrial',
      must_change_password: true,
    });
    expect(identity.sendPasswordResetEmail).not.toHaveBeenCalled();
    await user.click(within(shown).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText(password)).not.toBeInTheDocument());
  });

  it('uses the temporary password the admin typed', async () => {
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await chooseOption(user, 'Acceso', 'Asignar contraseña temporal');
    await user.type(screen.getByLabelText('Contraseña temporal (vacía: se genera una)'), 'corta');
    await submit(user, dialog);
    expect(
      await within(dialog).findByText('La contraseña temporal debe tener al menos 8 caracteres.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña temporal (vacía: se genera una)'), 'Larga#2026');
    await submit(user, dialog);
    const shown = await findDialog('Contraseña temporal');
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('cortaLarga#2026');
    expect(fakeFirebase.account('nuevo@alfa.mx')?.password).toBe('cortaLarga#2026');
  });

  it('refuses an e-mail that already has a Firebase account, without a profile', async () => {
    fakeFirebase.addAccount({ uid: 'uid-existente', email: 'nuevo@alfa.mx', password: 'x' });
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await submit(user, dialog);
    expect(
      await within(dialog).findByText(/Ya existe una cuenta de acceso \(Firebase\) con ese correo/),
    ).toBeInTheDocument();
    expect(profilePosts()).toHaveLength(0);
  });

  it('refuses a taken username before creating any account', async () => {
    backend.seed('profiles', [userRow({ username: 'Nuevo', email: 'otro@alfa.mx' })]);
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await submit(user, dialog);
    expect(await within(dialog).findByText('Ese nombre de usuario ya está en uso.')).toBeInTheDocument();
    expect(fakeFirebase.provisioned()).toEqual([]);
    expect(profilePosts()).toHaveLength(0);
  });

  it('removes the new account again when the profile insert fails, and says so', async () => {
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    // The clash check has read profiles by then; the insert that follows is refused.
    fakeFirebase.whenAccountCreated(() =>
      backend.fail('profiles', { status: 400, code: '23514', message: 'new row violates check constraint' }),
    );
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el perfil (new row violates check constraint). Se deshizo la cuenta de acceso',
    );
    expect(backend.requestsTo('profiles', 'POST')[0].body).toMatchObject({ firebase_uid: 'uid-nuevo-1' });
    expect(fakeFirebase.provisioned()).toHaveLength(1);
    expect(fakeFirebase.account('nuevo@alfa.mx')).toBeUndefined();
    expect(fakeFirebase.currentUid()).toBe(profiles.admin.firebase_uid);
  });
});
