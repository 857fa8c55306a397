import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AdminUsers } from '@/features/users/components/admin/admin-users';
import { userErrors } from '@/features/users/utils/user-errors';

import { findDialog } from '../../helpers/dialogs';
import { fakeFunctions, refusal } from '../../helpers/fake-functions';
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
  await user.click(await screen.findByRole('button', { name: 'Nuevo Usuario' }));
  return findDialog('Nuevo Usuario');
}

async function fillClient(user: UserEvent, email = 'nuevo@alfa.mx') {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Usuario'), 'nuevo');
  await user.type(screen.getByLabelText('Nombre(s)'), 'Nuevo');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Cliente');
  await user.type(screen.getByLabelText('Tipo de servicio (opcional)'), 'Medicina del trabajo');
  await chooseOption(user, 'Mes de inicio', 'Marzo');
  await user.clear(screen.getByLabelText('Año de inicio'));
  await user.type(screen.getByLabelText('Año de inicio'), '2026');
}

async function fillCollaborator(user: UserEvent, curp = 'gode561231hdfrrn09') {
  await user.type(screen.getByLabelText('Correo electrónico'), 'colab@portal.demo');
  await user.type(screen.getByLabelText('Usuario'), 'colab');
  await user.type(screen.getByLabelText('Nombre(s)'), 'Rosa María');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Colaboradora');
  await user.type(screen.getByLabelText('Apellido materno (opcional)'), 'Ruiz');
  await chooseOption(user, 'Rol', 'Colaborador');
  await chooseOption(user, 'Mes de inicio', 'Enero');
  await user.clear(screen.getByLabelText('Año de inicio'));
  await user.type(screen.getByLabelText('Año de inicio'), '2025');
  await user.type(screen.getByLabelText('CURP'), curp);
  await user.type(screen.getByLabelText('Puesto'), 'Supervisora');
  // The catalogue is searched by a word of the name (accents aside) and the option picked by its text.
  await user.type(screen.getByRole('combobox', { name: 'Ocupación específica' }), 'proteccion');
  await user.click(screen.getByRole('option', { name: '09.4 Protección de bienes y/o personas' }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the form hands to 'createuser' for fillClient (trimmed, lower-cased, numbers as numbers). */
const clientOutput = {
  email: 'nuevo@alfa.mx',
  username: 'nuevo',
  givenNames: 'Nuevo',
  lastNamePaternal: 'Cliente',
  lastNameMaternal: '',
  role: 'client',
  companyId: COMPANY_A,
  serviceType: 'Medicina del trabajo',
  monthStart: 3,
  yearStart: 2026,
  curp: '',
  jobTitle: '',
  occupation: '',
  access: 'invite',
  temporaryPassword: '',
};

const created = (overrides: Record<string, unknown> = {}) => ({
  profileId: 'p-nuevo',
  temporaryPassword: null,
  invitationSent: true,
  ...overrides,
});

const submit = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Crear Usuario' }));

describe('admin users: create', () => {
  it("sends exactly the form's output to 'createuser', then says the invitation went", async () => {
    fakeFunctions.answer('createuser', () => {
      // The server creates the profile; the list asks for it again afterwards.
      backend.seed('profiles', [userRow({ id: 'p-nuevo', email: 'nuevo@alfa.mx', username: 'nuevo' })]);
      return created();
    });
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    // The header company is preselected.
    expect(within(dialog).getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Constructora Alfa');
    await fillClient(user, 'Nuevo@Alfa.MX');
    await submit(user, dialog);

    await waitFor(() => expect(toastText()).toContain('Se envió la invitación a nuevo@alfa.mx.'));
    expect(fakeFunctions.calls()).toEqual([
      { name: 'createuser', input: { ...clientOutput, requestId: expect.stringMatching(UUID) } },
    ]);
    // The browser writes no profile and creates no account itself.
    expect(backend.requestsTo('profiles', 'POST')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(await screen.findByRole('table', { name: 'Usuarios' })).findByText('nuevo@alfa.mx'),
    ).toBeInTheDocument();
  });

  it('says the user was created but the invitation did not go when the answer says so', async () => {
    fakeFunctions.answer('createuser', () => created({ invitationSent: false }));
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await submit(user, dialog);
    await waitFor(() => expect(toastText()).toContain(userErrors.invitationFailed));
    expect(toastText()).not.toContain('Se envió la invitación');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("needs a client's company ('Todas las Empresas' preselects none), without calling the server", async () => {
    const { user } = render('all');
    const dialog = await openCreate(user);
    await submit(user, dialog);
    expect(
      await within(dialog).findByText(
        'Información de Compañía Requerida: selecciona la empresa del cliente.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el nombre o los nombres.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el apellido paterno.')).toBeInTheDocument();
    expect(fakeFunctions.calls()).toEqual([]);
  });

  it('validates CURP, puesto and ocupación of a collaborator before any call', async () => {
    const { user } = render('all');
    const dialog = await openCreate(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'colab@portal.demo');
    await user.type(screen.getByLabelText('Usuario'), 'colab');
    await user.type(screen.getByLabelText('Nombre(s)'), 'Rosa');
    await user.type(screen.getByLabelText('Apellido paterno'), 'Colaboradora');
    await chooseOption(user, 'Rol', 'Colaborador');
    await user.type(screen.getByLabelText('CURP'), 'gode561231');
    await chooseOption(user, 'Acceso', 'Asignar Contraseña Temporal');
    await submit(user, dialog);
    expect(await within(dialog).findByText(/La CURP no es válida/)).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el puesto del colaborador.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Elige la ocupación específica del colaborador en el catálogo.'),
    ).toBeInTheDocument();
    expect(fakeFunctions.calls()).toEqual([]);
  });

  it('creates a collaborator with its DC-3 data and shows the temporary password of the answer once', async () => {
    fakeFunctions.answer('createuser', () => created({ temporaryPassword: 'Hecha#EnElServidor9' }));
    const { user } = render('all');
    const dialog = await openCreate(user);
    await fillCollaborator(user);
    await chooseOption(user, 'Acceso', 'Asignar Contraseña Temporal');
    await submit(user, dialog);

    const shown = await findDialog('Contraseña Temporal');
    expect(within(shown).getByText('Hecha#EnElServidor9')).toBeInTheDocument();
    expect(fakeFunctions.callsTo('createuser')).toEqual([
      {
        email: 'colab@portal.demo',
        username: 'colab',
        givenNames: 'Rosa María',
        lastNamePaternal: 'Colaboradora',
        lastNameMaternal: 'Ruiz',
        role: 'collaborator',
        companyId: '',
        serviceType: '',
        monthStart: 1,
        yearStart: 2025,
        curp: 'GODE561231HDFRRN09',
        jobTitle: 'Supervisora',
        occupation: '09.4',
        access: 'temporary',
        // Empty: the server generates it.
        temporaryPassword: '',
        requestId: expect.stringMatching(UUID),
      },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText('Hecha#EnElServidor9')).not.toBeInTheDocument());
    // The toast (hidden from assistive technology while the modal was up) says what comes next.
    expect(toastText()).toContain('colab@portal.demo deberá cambiar su contraseña al iniciar sesión.');
  });

  it('sends the temporary password the admin typed once it is long enough', async () => {
    fakeFunctions.answer('createuser', (input: { temporaryPassword: string }) =>
      created({ temporaryPassword: input.temporaryPassword }),
    );
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await chooseOption(user, 'Acceso', 'Asignar Contraseña Temporal');
    await user.type(screen.getByLabelText('Contraseña temporal (vacía: se genera una)'), 'corta');
    await submit(user, dialog);
    expect(
      await within(dialog).findByText('La contraseña temporal debe tener al menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(fakeFunctions.calls()).toEqual([]);

    await user.type(screen.getByLabelText('Contraseña temporal (vacía: se genera una)'), 'Larga#2026');
    await submit(user, dialog);
    const shown = await findDialog('Contraseña Temporal');
    expect(within(shown).getByText('cortaLarga#2026')).toBeInTheDocument();
    expect(fakeFunctions.callsTo('createuser')).toEqual([
      {
        ...clientOutput,
        access: 'temporary',
        temporaryPassword: 'cortaLarga#2026',
        requestId: expect.stringMatching(UUID),
      },
    ]);
  });
});

describe('admin users: create refused by the server', () => {
  it.each([
    ['email', 'Correo electrónico', userErrors.accountExists, fillClient],
    ['username', 'Usuario', userErrors.usernameTaken, fillClient],
    ['companyId', 'Empresa', 'La empresa seleccionada ya no existe. Elige otra empresa.', fillClient],
    ['curp', 'CURP', userErrors.curpTaken, fillCollaborator],
  ])('shows a refusal of the %s under its field', async (field, label, message, fill) => {
    fakeFunctions.answer('createuser', () => {
      throw refusal(message, 'already-exists', field);
    });
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fill(user);
    await submit(user, dialog);

    const input = await within(dialog).findByRole(field === 'companyId' ? 'combobox' : 'textbox', {
      name: label,
    });
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fakeFunctions.callsTo('createuser')).toHaveLength(1);
    // The form stays open with what was typed, for the admin to correct.
    expect(within(dialog).getByLabelText('Nombre(s)')).not.toHaveValue('');
  });

  it("shows a refusal that names no field as the form's alert", async () => {
    fakeFunctions.answer('createuser', () => {
      throw refusal('Solo un administrador activo puede gestionar cuentas de usuario.', 'permission-denied');
    });
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Solo un administrador activo puede gestionar cuentas de usuario.',
    );
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'false');
    expect(toastText()).toBeNull();
  });

  it('says in the form when the server cannot be reached', async () => {
    // No handler: the call fails as the SDK fails without an answer.
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor del portal. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(within(dialog).getByRole('button', { name: 'Crear Usuario' })).toBeEnabled();
  });

  it('sends the same request id when the admin tries again, and a new one for the next user', async () => {
    const { user } = render(COMPANY_A);
    const dialog = await openCreate(user);
    await fillClient(user);
    await submit(user, dialog);
    await within(dialog).findByRole('alert');
    fakeFunctions.answer('createuser', () => created());
    await submit(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = await openCreate(user);
    await fillClient(user, 'otro@alfa.mx');
    await submit(user, second);
    await waitFor(() => expect(fakeFunctions.callsTo('createuser')).toHaveLength(3));
    const ids = fakeFunctions
      .callsTo('createuser')
      .map((input) => (input as { requestId: string }).requestId);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
