import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminUsers } from '@/features/users/components/admin/admin-users';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { fakeFunctions, refusal } from '../../helpers/fake-functions';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { inactiveAna, serverUpdates, userRow } from './fixtures';

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AdminUsers companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
  });
const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Usuarios' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(0, 4)
    .map((c) => c.textContent);
const lastList = () => backend.requestsTo('profiles', 'GET').at(-1)!;
const firstButton = async (name: string) => (await screen.findAllByRole('button', { name }))[0];
const MATERNAL = 'Apellido materno (opcional)';

describe('admin users: list', () => {
  it('shows loading, then the empty state', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando usuarios...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Usuarios')).toBeInTheDocument();
  });

  it('shows the error block and toast', async () => {
    backend.fail('profiles', { message: 'boom' });
    render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo cargar la lista de usuarios.')).toHaveLength(2);
  });

  it('lists name and company, e-mail and username, role and status with the total', async () => {
    backend.seed('profiles', [
      userRow(),
      userRow({
        id: 'u-ana',
        email: 'ana@portal.demo',
        username: 'ana',
        full_name: 'Ana Colaboradora',
        role: 'collaborator',
        company_id: null,
        company: null,
        active: false,
      }),
    ]);
    render();
    expect((await bodyRows()).map(cells)).toEqual([
      ['Ana ColaboradoraEmpresa: Sin empresa', 'ana@portal.demoUsuario: ana', 'Colaborador', 'Inactivo'],
      ['Carlos ClienteEmpresa: Constructora Alfa', 'carlos@alfa.mxUsuario: carlos', 'Cliente', 'Activo'],
    ]);
    expect(lastList().headers.get('prefer')).toContain('count=exact');
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it('asks the server for the header company, the chosen role and the search', async () => {
    backend.seed('profiles', [
      userRow(),
      userRow({
        id: 'u-2',
        email: 'col@alfa.mx',
        username: 'colab',
        full_name: 'Col Uno',
        role: 'collaborator',
      }),
      userRow({ id: 'u-3', email: 'otro@beta.mx', username: 'otro', company_id: 'other' }),
    ]);
    const { user, location } = render(COMPANY_A);
    expect(await bodyRows()).toHaveLength(2);
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect((await bodyRows()).map(cells)[0][0]).not.toContain('Empresa');

    await chooseOption(user, 'Rol', 'Colaborador');
    await waitFor(() => expect(lastList().params.get('role')).toBe('eq.collaborator'));
    expect(location()).toContain('rol=collaborator');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));

    await chooseOption(user, 'Rol', 'Todos los roles');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'carlos');
    await waitFor(() =>
      expect(lastList().params.get('or')).toBe(
        '(full_name.ilike."%carlos%",email.ilike."%carlos%",username.ilike."%carlos%")',
      ),
    );
    expect(lastList().params.get('role')).toBeNull();
    await waitFor(async () =>
      expect((await bodyRows()).map(cells)[0][1]).toBe('carlos@alfa.mxUsuario: carlos'),
    );
  });
});

describe('admin users: activation', () => {
  it("deactivates through 'setuseractive' only after the confirmation", async () => {
    backend.seed('profiles', [userRow()]);
    fakeFunctions.answer('setuseractive', () => void serverUpdates('u-carlos', { active: false }));
    const { user } = render();
    await user.click(await firstButton('Desactivar carlos@alfa.mx'));
    const dialog = await findDialog('¿Desactivar usuario?', 'alertdialog');
    expect(dialog).toHaveTextContent(
      'carlos@alfa.mx no podrá iniciar sesión y se cerrará su sesión en todos sus dispositivos de inmediato.',
    );
    expect(fakeFunctions.calls()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(toastText()).toContain(
        'carlos@alfa.mx ya no puede entrar y se cerró su sesión en todos los dispositivos.',
      ),
    );
    expect(fakeFunctions.calls()).toEqual([
      { name: 'setuseractive', input: { profileId: 'u-carlos', active: false } },
    ]);
    // The browser never writes the profile itself; the list shows what the server changed.
    expect(backend.requestsTo('profiles', 'PATCH')).toHaveLength(0);
    await waitFor(async () => expect((await bodyRows()).map(cells)[0][3]).toBe('Inactivo'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('activates an inactive user after its own confirmation', async () => {
    backend.seed('profiles', [inactiveAna()]);
    fakeFunctions.answer('setuseractive', () => void serverUpdates('u-ana', { active: true }));
    const { user } = render();
    await user.click(await firstButton('Activar ana@alfa.mx'));
    const dialog = await findDialog('¿Activar usuario?', 'alertdialog');
    expect(dialog).toHaveTextContent(
      'ana@alfa.mx podrá volver a iniciar sesión y ver los datos de su empresa.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(toastText()).toContain('ana@alfa.mx puede volver a entrar.'));
    expect(fakeFunctions.callsTo('setuseractive')).toEqual([{ profileId: 'u-ana', active: true }]);
    await waitFor(async () => expect((await bodyRows()).map(cells)[0][3]).toBe('Activo'));
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    backend.seed('profiles', [userRow()]);
    const { user } = render();
    await user.click(await firstButton('Desactivar carlos@alfa.mx'));
    const dialog = await findDialog('¿Desactivar usuario?', 'alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeFunctions.calls()).toEqual([]);
  });

  it("shows the server's Spanish refusal to deactivate the last admin", async () => {
    backend.seed('profiles', [userRow({ id: 'u-admin', email: 'jefa@portal.demo', role: 'admin' })]);
    fakeFunctions.answer('setuseractive', () => {
      throw refusal('Debe quedar al menos un administrador activo.', 'failed-precondition');
    });
    const { user } = render();
    await user.click(await firstButton('Desactivar jefa@portal.demo'));
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(toastText()).toContain(
        'No se pudo cambiar el estadoDebe quedar al menos un administrador activo.',
      ),
    );
    expect((await bodyRows()).map(cells)[0][3]).toBe('Activo');
  });
});

describe('admin users: role and invitation', () => {
  it('changes the role only after a confirmation', async () => {
    backend.seed('profiles', [userRow()]);
    const { user } = render();
    await user.click(await firstButton('Editar carlos@alfa.mx'));
    const form = await findDialog('Editar Usuario');
    expect(within(form).getByLabelText('Correo electrónico')).toBeDisabled();
    await chooseOption(user, 'Rol', 'Administrador');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const confirm = await findDialog('¿Cambiar el rol?', 'alertdialog');
    expect(confirm).toHaveTextContent('carlos@alfa.mx pasará de Cliente a Administrador');
    expect(backend.requestsTo('profiles', 'PATCH')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cambiar Rol' }));
    await waitFor(() => expect(backend.requestsTo('profiles', 'PATCH')).toHaveLength(1));
    expect(backend.requestsTo('profiles', 'PATCH')[0].body).toMatchObject({
      role: 'admin',
      username: 'carlos',
      company_id: COMPANY_A,
    });
    expect(backend.requestsTo('profiles', 'PATCH')[0].body).not.toHaveProperty('email');
  });

  it("shows the database's refusal to demote oneself in the form", async () => {
    backend.seed('profiles', [
      userRow({ id: 'p-admin', email: 'admin@portal.demo', username: 'admin', role: 'admin' }),
    ]);
    const { user } = render();
    await user.click(await firstButton('Editar admin@portal.demo'));
    const form = await findDialog('Editar Usuario');
    await chooseOption(user, 'Rol', 'Cliente');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    backend.fail('profiles', {
      status: 403,
      code: '42501',
      message: 'No puedes desactivar, eliminar ni cambiar el rol de tu propia cuenta.',
    });
    await user.click(
      within(await findDialog('¿Cambiar el rol?', 'alertdialog')).getByRole('button', {
        name: 'Cambiar Rol',
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No puedes desactivar, eliminar ni cambiar el rol de tu propia cuenta.',
    );
  });

  it("resends the invitation through 'sendinvitation'", async () => {
    backend.seed('profiles', [userRow()]);
    fakeFunctions.answer('sendinvitation', () => null);
    const { user } = render();
    await user.click(await firstButton('Reenviar invitación a carlos@alfa.mx'));
    await waitFor(() => expect(toastText()).toContain('Se envió la invitación a carlos@alfa.mx.'));
    expect(fakeFunctions.calls()).toEqual([{ name: 'sendinvitation', input: { profileId: 'u-carlos' } }]);
  });

  it("shows the server's reason when the invitation cannot go", async () => {
    backend.seed('profiles', [userRow()]);
    const mailDown =
      'No se pudo enviar la invitación: el servidor de correo no respondió. Inténtalo de nuevo en unos minutos.';
    fakeFunctions.answer('sendinvitation', () => {
      throw refusal(mailDown, 'unavailable');
    });
    const { user } = render();
    await user.click(await firstButton('Reenviar invitación a carlos@alfa.mx'));
    await waitFor(() => expect(toastText()).toContain(`No se pudo enviar la invitación${mailDown}`));
  });

  it('offers no invitation to an inactive user', async () => {
    backend.seed('profiles', [inactiveAna()]);
    render();
    expect(await firstButton('Reenviar invitación a ana@alfa.mx')).toBeDisabled();
  });
});

describe('admin users: two admins editing the same user', () => {
  async function editName() {
    backend.seed('profiles', [userRow({ updated_at: '2026-04-01T08:00:00.000001Z' })]);
    const { user } = render();
    await user.click(await firstButton('Editar carlos@alfa.mx'));
    const form = await findDialog('Editar Usuario');
    Object.assign(backend.tables.profiles[0], {
      full_name: 'Carlos Cliente Pérez',
      last_name_maternal: 'Pérez',
      updated_at: '2026-04-01T08:02:00.000002Z',
    });
    await user.type(within(form).getByLabelText(MATERNAL), 'Castro');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    return { user, form, alert: await within(form).findByRole('alert') };
  }

  it('refuses the stale save and shows the stored name against the typed one', async () => {
    const { alert } = await editName();
    expect(backend.requestsTo('profiles', 'PATCH')[0].body).toMatchObject({
      given_names: 'Carlos',
      last_name_paternal: 'Cliente',
      last_name_maternal: 'Castro',
      updated_at: '2026-04-01T08:00:00.000001Z',
    });
    expect(alert).toHaveTextContent('Alguien más cambió este registro mientras lo editabas.');
    expect(
      within(alert)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Guardado ahora: Pérez', 'Lo que escribiste: Castro']);
    expect(backend.tables.profiles[0].last_name_maternal).toBe('Pérez');
  });

  it('Guardar de Todos Modos overwrites with the stored version', async () => {
    const { user, alert } = await editName();
    await user.click(within(alert).getByRole('button', { name: 'Guardar de Todos Modos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('profiles', 'PATCH').at(-1)!.body).toMatchObject({
      updated_at: '2026-04-01T08:02:00.000002Z',
    });
    expect(backend.tables.profiles[0].last_name_maternal).toBe('Castro');
  });
});
