import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { UserFormInput } from '@/features/users/utils/user-form';

import { createUser } from '../../../functions/src/accounts/create-user';
import {
  COMPANY,
  pgErrors,
  profileRow,
  quietRetries,
  refused,
  restoreTimers,
  succeeds,
  world,
} from './fakes';

const UNDONE =
  'No se pudo terminar de crear el usuario; se deshizo lo que se había creado. Revisa los datos e inténtalo de nuevo.';
const ACCOUNT_EXISTS =
  'Ya existe una cuenta de acceso (Firebase) con ese correo. No se creó el perfil: usa otro correo o pide al usuario que restablezca su contraseña e inicie sesión.';

const client = (values: Partial<UserFormInput> = {}): UserFormInput => ({
  email: '  Ana.Lopez@Cliente.MX ',
  username: 'ana.lopez',
  givenNames: 'Ana',
  lastNamePaternal: 'López',
  lastNameMaternal: 'Ruiz',
  role: 'client',
  companyId: COMPANY,
  serviceType: 'Recolección',
  monthStart: '3',
  yearStart: '2026',
  curp: '',
  jobTitle: '',
  occupation: '',
  access: 'invite',
  temporaryPassword: '',
  ...values,
});

const collaborator = (values: Partial<UserFormInput> = {}) =>
  client({
    email: 'jose@contratista.mx',
    username: 'jose.garcia',
    givenNames: 'José',
    lastNamePaternal: 'García',
    lastNameMaternal: '',
    role: 'collaborator',
    companyId: 'ninguna',
    curp: 'gode561231hdfrrn09',
    jobTitle: 'Soldador',
    occupation: '06.2',
    ...values,
  });

beforeEach(quietRetries);
afterEach(restoreTimers);

/** Everything the operation could have left behind besides the admin's own account and profile. */
function leftovers(w: ReturnType<typeof world>) {
  return {
    accounts: [...w.auth.accounts.values()]
      .filter((a) => a.uid !== w.caller.firebase_uid)
      .map((a) => a.email),
    profiles: [...w.db.profiles.values()].filter((p) => p.id !== w.caller.id).map((p) => p.email),
    mails: w.mailer.sent.map((m) => m.to),
  };
}

describe('createUser: invitation', () => {
  it('creates the account with the Supabase claim and its profile, and mails the portal link', async () => {
    const w = world();
    const result = await succeeds(createUser(w.deps, client()));

    const account = w.auth.byEmail('ana.lopez@cliente.mx')!;
    expect(account).toMatchObject({ displayName: 'Ana López Ruiz', disabled: false, emailVerified: false });
    expect(account.customClaims).toEqual({ role: 'authenticated' });
    const profile = w.db.profiles.get(result.profileId)!;
    expect(profile).toMatchObject({
      email: 'ana.lopez@cliente.mx',
      username: 'ana.lopez',
      given_names: 'Ana',
      last_name_paternal: 'López',
      last_name_maternal: 'Ruiz',
      full_name: 'Ana López Ruiz',
      role: 'client',
      company_id: COMPANY,
      service_type: 'Recolección',
      month_start: 3,
      year_start: 2026,
      firebase_uid: account.uid,
      active: true,
      must_change_password: false,
    });
    expect(result).toEqual({ profileId: profile.id, temporaryPassword: null, invitationSent: true });

    expect(w.auth.links).toHaveLength(1);
    const { oobCode, url } = w.auth.links[0];
    expect(url).toBe('https://portal.proveedor.mx/login');
    expect(w.mailer.sent).toHaveLength(1);
    const mail = w.mailer.sent[0];
    expect(mail.to).toBe('ana.lopez@cliente.mx');
    const link = new URL(
      mail.text.split('\n').find((line) => line.startsWith('https://portal.proveedor.mx/reset'))!,
    );
    expect(link.origin + link.pathname).toBe('https://portal.proveedor.mx/reset-password');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      mode: 'resetPassword',
      oobCode,
      continueUrl: 'https://portal.proveedor.mx/login',
    });
  });

  it('keeps the user when the mail server is down, and says the invitation did not go', async () => {
    const w = world();
    w.mailer.down = true;
    const result = await succeeds(createUser(w.deps, client()));
    expect(result.invitationSent).toBe(false);
    expect(result.temporaryPassword).toBeNull();
    const profile = w.db.profiles.get(result.profileId)!;
    expect(profile.active).toBe(true);
    expect(w.auth.accounts.get(profile.firebase_uid!)).toMatchObject({
      email: 'ana.lopez@cliente.mx',
      disabled: false,
    });
    expect(w.mailer.sent).toEqual([]);
  });

  it('keeps the user when Firebase cannot make the link either', async () => {
    const w = world();
    w.auth.fail('generatePasswordResetLink');
    const result = await succeeds(createUser(w.deps, client()));
    expect(result.invitationSent).toBe(false);
    expect(w.db.profiles.has(result.profileId)).toBe(true);
    expect(w.auth.byEmail('ana.lopez@cliente.mx')).toBeDefined();
  });
});

describe('createUser: temporary password', () => {
  it('uses the password the admin typed and forces its change at the first sign-in', async () => {
    const w = world();
    const result = await succeeds(
      createUser(w.deps, client({ access: 'temporary', temporaryPassword: 'Temporal#2026' })),
    );
    expect(result).toMatchObject({ temporaryPassword: 'Temporal#2026', invitationSent: false });
    const profile = w.db.profiles.get(result.profileId)!;
    expect(profile.must_change_password).toBe(true);
    expect(w.auth.accounts.get(profile.firebase_uid!)!.password).toBe('Temporal#2026');
    expect(w.mailer.sent).toEqual([]);
    expect(w.auth.links).toEqual([]);
  });

  it('generates one when the field is empty, and returns it once to the admin', async () => {
    const w = world();
    const result = await succeeds(createUser(w.deps, client({ access: 'temporary' })));
    expect(result.temporaryPassword).toMatch(/^\S{14}$/);
    const profile = w.db.profiles.get(result.profileId)!;
    expect(profile.must_change_password).toBe(true);
    expect(w.auth.accounts.get(profile.firebase_uid!)!.password).toBe(result.temporaryPassword);
    expect(w.mailer.sent).toEqual([]);
  });

  it('creates a collaborator without a company, with the CURP in capitals', async () => {
    const w = world();
    const result = await succeeds(createUser(w.deps, collaborator({ access: 'temporary' })));
    expect(w.db.profiles.get(result.profileId)).toMatchObject({
      role: 'collaborator',
      company_id: null,
      curp: 'GODE561231HDFRRN09',
      job_title: 'Soldador',
      occupation: '06.2',
    });
    expect(w.db.callsOf('companyExists')).toEqual([]);
  });
});

describe('createUser: bad input leaves nothing behind', () => {
  const cases: Array<{
    name: string;
    input: UserFormInput;
    prepare?: (w: ReturnType<typeof world>) => void;
    code: string;
    message: string;
    field: string | null;
  }> = [
    {
      name: 'a malformed e-mail',
      input: client({ email: 'ana.lopez@' }),
      code: 'invalid-argument',
      message: 'Ingresa un correo electrónico válido.',
      field: 'email',
    },
    {
      name: 'an e-mail another profile has',
      input: client(),
      prepare: (w) => w.person({ email: 'ana.lopez@cliente.mx' }),
      code: 'already-exists',
      message: 'Ya existe un usuario con ese correo electrónico.',
      field: 'email',
    },
    {
      name: 'a username another profile has, in other capitals',
      input: client(),
      prepare: (w) => w.person({ username: 'Ana.Lopez' }),
      code: 'already-exists',
      message: 'Ese nombre de usuario ya está en uso.',
      field: 'username',
    },
    {
      name: 'a CURP another profile has',
      input: collaborator(),
      prepare: (w) => w.person({ curp: 'GODE561231HDFRRN09', role: 'collaborator' }),
      code: 'already-exists',
      message: 'Ya existe un usuario con esa CURP.',
      field: 'curp',
    },
    {
      name: 'an e-mail that already has a Firebase account (without a profile)',
      input: client(),
      prepare: (w) => w.auth.seed({ email: 'ana.lopez@cliente.mx' }),
      code: 'already-exists',
      message: ACCOUNT_EXISTS,
      field: 'email',
    },
    {
      name: 'a company that does not exist',
      input: client({ companyId: '5d1f7a52-3b7e-4a44-8a6b-0d2e4c9f1b77' }),
      code: 'not-found',
      message: 'La empresa seleccionada ya no existe. Elige otra empresa.',
      field: 'companyId',
    },
    {
      name: 'a collaborator without given names',
      input: collaborator({ givenNames: '  ' }),
      code: 'invalid-argument',
      message: 'Ingresa el nombre o los nombres.',
      field: 'givenNames',
    },
    {
      name: 'a collaborator without the apellido paterno',
      input: collaborator({ lastNamePaternal: '' }),
      code: 'invalid-argument',
      message: 'Ingresa el apellido paterno.',
      field: 'lastNamePaternal',
    },
    {
      name: 'an apellido materno without the paterno',
      input: client({ lastNamePaternal: '', lastNameMaternal: 'Ruiz' }),
      code: 'invalid-argument',
      message: 'Ingresa el apellido paterno.',
      field: 'lastNamePaternal',
    },
    {
      name: 'a client without a company',
      input: client({ companyId: 'ninguna' }),
      code: 'invalid-argument',
      message: 'Información de Compañía Requerida: selecciona la empresa del cliente.',
      field: 'companyId',
    },
    {
      name: 'an admin account',
      input: client({ role: 'admin', companyId: 'ninguna' }),
      code: 'invalid-argument',
      message:
        'Las cuentas de administrador se crean como cliente o colaborador y luego se les cambia el rol.',
      field: null,
    },
    {
      name: 'a temporary password shorter than 8 characters',
      input: client({ access: 'temporary', temporaryPassword: 'corta1' }),
      code: 'invalid-argument',
      message: 'La contraseña temporal debe tener al menos 8 caracteres.',
      field: 'temporaryPassword',
    },
  ];

  it.each(cases)('refuses $name', async ({ input, prepare, code, message, field }) => {
    const w = world();
    prepare?.(w);
    const before = leftovers(w);
    const error = await refused(createUser(w.deps, input));
    expect(error).toEqual({ code, message, details: { field } });
    expect(leftovers(w)).toEqual(before);
    expect(w.auth.callsOf('deleteUser')).toEqual([]);
  });

  // A tampered or outdated client: Zod's own (English) texts must not reach the admin.
  it.each([
    ['nothing', null],
    ['an unknown role', { ...client(), role: 'superusuario' }],
  ])('answers in Spanish to a request with %s instead of a user form', async (_name, input) => {
    const w = world();
    const error = await refused(createUser(w.deps, input));
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'La solicitud no es válida.' });
    expect(w.auth.callsOf('createUser')).toEqual([]);
  });
});

describe('createUser: a failure after the account exists undoes it', () => {
  it('deletes the Firebase account when the profile cannot be saved', async () => {
    const w = world();
    w.db.fail('insertProfile', pgErrors.down());
    const error = await refused(createUser(w.deps, client()));
    expect(error).toEqual({ code: 'internal', message: UNDONE, details: { field: null } });
    const created = w.auth.callsOf('createUser');
    expect(created).toHaveLength(1);
    expect(w.auth.byEmail('ana.lopez@cliente.mx')).toBeUndefined();
    expect(leftovers(w)).toEqual({ accounts: [], profiles: [], mails: [] });
  });

  it('deletes the account when the claim cannot be set, before any profile is written', async () => {
    const w = world();
    w.auth.fail('setCustomUserClaims');
    const error = await refused(createUser(w.deps, client()));
    expect(error.message).toBe(UNDONE);
    expect(w.db.callsOf('insertProfile')).toEqual([]);
    expect(leftovers(w)).toEqual({ accounts: [], profiles: [], mails: [] });
  });

  it('names the field when someone took the username between the check and the insert', async () => {
    const w = world();
    w.db.before('insertProfile', () => w.db.seed(profileRow({ username: 'ANA.LOPEZ' })));
    const error = await refused(createUser(w.deps, client()));
    expect(error).toEqual({
      code: 'already-exists',
      message: 'Ese nombre de usuario ya está en uso.',
      details: { field: 'username' },
    });
    expect(w.auth.byEmail('ana.lopez@cliente.mx')).toBeUndefined();
    expect(w.mailer.sent).toEqual([]);
  });

  it('tries the deletion again when Firebase fails the first time', async () => {
    const w = world();
    w.db.fail('insertProfile', pgErrors.down());
    w.auth.fail('deleteUser', 'auth/internal-error', 2);
    await refused(createUser(w.deps, client()));
    expect(w.auth.callsOf('deleteUser')).toHaveLength(3);
    expect(w.auth.byEmail('ana.lopez@cliente.mx')).toBeUndefined();
  });

  it('does not say it was undone when the account could not be deleted either', async () => {
    const w = world();
    w.db.fail('insertProfile', pgErrors.down());
    w.auth.fail('deleteUser', 'auth/internal-error');
    const error = await refused(createUser(w.deps, client()));
    expect(error.message).toContain('su cuenta de acceso (Firebase) quedó sin perfil');
    expect(error.message).not.toBe(UNDONE);
  });

  it('says so in Spanish when Firebase refuses the account for another reason', async () => {
    const w = world();
    w.auth.fail('createUser', 'auth/internal-error');
    const error = await refused(createUser(w.deps, client()));
    expect(error).toEqual({
      code: 'internal',
      message: 'No se pudo crear la cuenta de acceso (Firebase); no se cambió nada. Inténtalo de nuevo.',
      details: { field: null },
    });
    expect(w.db.callsOf('insertProfile')).toEqual([]);
  });
});

describe('createUser: a repeated submission of the same form', () => {
  const REQUEST = '3f2b8c1e-7a4d-4e9b-8c2f-5d6a1b9e0c47';

  it('answers for the user the first attempt made, with a new temporary password, and makes no other', async () => {
    const w = world();
    const input = { ...client({ access: 'temporary', temporaryPassword: '' }), requestId: REQUEST };
    const first = await succeeds(createUser(w.deps, input));
    expect(first.profileId).toBe(REQUEST);
    // The first answer was lost: the admin's form sends the same submission again.
    const again = await succeeds(createUser(w.deps, input));
    expect(again.profileId).toBe(REQUEST);
    expect(again.temporaryPassword).toBeTruthy();
    expect(again.temporaryPassword).not.toBe(first.temporaryPassword);
    const account = w.auth.byEmail('ana.lopez@cliente.mx')!;
    expect(account.password).toBe(again.temporaryPassword);
    expect(w.db.profiles.get(REQUEST)!.must_change_password).toBe(true);
    expect(leftovers(w)).toEqual({
      accounts: ['ana.lopez@cliente.mx'],
      profiles: ['ana.lopez@cliente.mx'],
      mails: [],
    });
  });

  it('sends the invitation once more when that was the way in', async () => {
    const w = world();
    const input = { ...client(), requestId: REQUEST };
    await succeeds(createUser(w.deps, input));
    const again = await succeeds(createUser(w.deps, input));
    expect(again).toEqual({ profileId: REQUEST, temporaryPassword: null, invitationSent: true });
    expect(leftovers(w)).toEqual({
      accounts: ['ana.lopez@cliente.mx'],
      profiles: ['ana.lopez@cliente.mx'],
      mails: ['ana.lopez@cliente.mx', 'ana.lopez@cliente.mx'],
    });
  });

  it('does not reset a password the user already replaced', async () => {
    const w = world();
    const input = {
      ...client({ access: 'temporary', temporaryPassword: 'Temporal#2026' }),
      requestId: REQUEST,
    };
    await succeeds(createUser(w.deps, input));
    w.db.profiles.get(REQUEST)!.must_change_password = false;
    w.auth.byEmail('ana.lopez@cliente.mx')!.password = 'la-suya-2026';
    const again = await succeeds(createUser(w.deps, input));
    expect(again).toEqual({ profileId: REQUEST, temporaryPassword: null, invitationSent: false });
    expect(w.auth.byEmail('ana.lopez@cliente.mx')!.password).toBe('la-suya-2026');
  });

  it('refuses the same form for another e-mail, and a request id that is not one', async () => {
    const w = world();
    await succeeds(createUser(w.deps, { ...client(), requestId: REQUEST }));
    const other = await refused(createUser(w.deps, { ...collaborator(), requestId: REQUEST }));
    expect(other).toMatchObject({
      code: 'already-exists',
      message: 'Este formulario ya creó a otro usuario. Ciérralo y ábrelo de nuevo para crear uno más.',
    });
    const bad = await refused(createUser(w.deps, { ...collaborator(), requestId: 'x' }));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: 'La solicitud no es válida.' });
    expect(leftovers(w).accounts).toEqual(['ana.lopez@cliente.mx']);
  });
});
