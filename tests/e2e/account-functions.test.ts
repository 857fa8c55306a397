// The account functions against the real Auth and Functions emulators and the gateway: who may call each
// one, what each leaves behind in Firebase and in the profiles, and that sign-up from a browser is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIREBASE_API_KEY } from '../../local/stack/config';
import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { joinStack, type TestStack } from './harness';
import { accountOf, callAs, mailFor, refresh, setMailServer, signInRest } from './support/callables';
import { createCompany, createUser, serviceRest, uniqueTag, userRest } from './support/fixtures';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';

/** The create form's output for a new client of company A (a temporary password unless told otherwise). */
const newClient = (tag = uniqueTag(), extra: Record<string, unknown> = {}) => ({
  email: `alta-${tag}@portal.demo`,
  username: `alta_${tag}`,
  givenNames: 'Alta',
  lastNamePaternal: tag,
  lastNameMaternal: '',
  role: 'client',
  companyId: COMPANY_A,
  serviceType: '',
  monthStart: 11,
  yearStart: 2026,
  curp: '',
  jobTitle: '',
  occupation: '',
  access: 'temporary',
  temporaryPassword: 'Temporal#2026',
  ...extra,
});

describe('account functions', () => {
  let stack: TestStack;
  let adminToken: string;

  beforeAll(async () => {
    stack = await joinStack({ browser: false });
    adminToken = (await signInRest(stack, 'admin@portal.demo', DEMO_PASSWORD)).idToken!;
  });
  afterAll(() => stack?.stop());

  const profileOf = async (email: string) =>
    (
      await serviceRest<Array<Record<string, unknown>>>(
        stack,
        `profiles?email=eq.${encodeURIComponent(email)}`,
      )
    )[0] ?? null;

  it('refuses sign-up through the public REST API, with the reason in Spanish', async () => {
    const email = `registro-${uniqueTag()}@portal.demo`;
    const res = await fetch(
      `${stack.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${FIREBASE_API_KEY}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Cualquiera#2026', returnSecureToken: true }),
      },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('El registro está cerrado');
    expect(await accountOf(stack, email)).toBeNull();
  });

  it('creates the account with the Supabase claim and its profile; the person changes the temporary password, then reads their data', async () => {
    const user = newClient();
    const answer = await callAs<{ profileId: string; temporaryPassword: string }>(
      stack,
      adminToken,
      'createuser',
      user,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.result?.temporaryPassword).toBe('Temporal#2026');
    const account = await accountOf(stack, user.email);
    expect(JSON.parse(account?.customAttributes ?? '{}')).toEqual({ role: 'authenticated' });
    expect(await profileOf(user.email)).toMatchObject({
      id: answer.result?.profileId,
      firebase_uid: account?.localId,
      company_id: COMPANY_A,
      must_change_password: true,
      active: true,
    });
    // The temporary password (the admin saw it) opens nothing until the person changes it.
    const { idToken } = await signInRest(stack, user.email, 'Temporal#2026');
    expect(await userRest<Array<{ id: string }>>(stack, idToken!, 'companies?select=id')).toEqual([]);
    const changed = await callAs(stack, idToken!, 'changepassword', { newPassword: 'Propia#2026' });
    expect(changed).toMatchObject({ status: 200, result: { changed: true } });
    expect((await signInRest(stack, user.email, 'Temporal#2026')).idToken).toBeUndefined();
    const signedIn = await signInRest(stack, user.email, 'Propia#2026');
    const companies = await userRest<Array<{ id: string }>>(stack, signedIn.idToken!, 'companies?select=id');
    expect(companies.map((c) => c.id)).toEqual([COMPANY_A]);
    expect(await profileOf(user.email)).toMatchObject({ must_change_password: false });
    const cleared = await serviceRest<Array<{ actor_email: string; actor_role: string }>>(
      stack,
      `audit_log?table_name=eq.public.profiles&action=eq.update&row_id=eq.${answer.result?.profileId}&select=actor_email,actor_role`,
    );
    expect(cleared).toEqual([{ actor_email: user.email, actor_role: 'service' }]);
    // The write is the admin's in the audit trail, not an anonymous service task.
    const audit = await serviceRest<Array<{ actor_email: string }>>(
      stack,
      `audit_log?table_name=eq.public.profiles&action=eq.insert&row_id=eq.${answer.result?.profileId}`,
    );
    expect(audit.map((a) => a.actor_email)).toEqual(['admin@portal.demo']);
  });

  it('refuses every bad input with a Spanish message under its field, and leaves no account behind', async () => {
    const taken = newClient();
    expect((await callAs(stack, adminToken, 'createuser', taken)).error).toBeUndefined();
    const missingCompany = (await createCompany(stack, `Borrada ${uniqueTag()}`)).id;
    await serviceRest(stack, `companies?id=eq.${missingCompany}`, { method: 'DELETE' });
    const cases = [
      {
        input: newClient(undefined, { email: 'no-es-correo' }),
        field: 'email',
        text: 'Ingresa un correo electrónico válido.',
      },
      {
        input: newClient(undefined, { email: taken.email }),
        field: 'email',
        text: 'Ya existe un usuario con ese correo electrónico.',
      },
      {
        input: newClient(undefined, { username: taken.username.toUpperCase() }),
        field: 'username',
        text: 'Ese nombre de usuario ya está en uso.',
      },
      {
        input: newClient(undefined, { companyId: missingCompany }),
        field: 'companyId',
        text: 'La empresa seleccionada ya no existe. Elige otra empresa.',
      },
    ];
    for (const { input, field, text } of cases) {
      const { error } = await callAs(stack, adminToken, 'createuser', input);
      expect(error, input.email).toMatchObject({ message: text, details: { field } });
      if (input.email.includes('@') && input.email !== taken.email)
        expect(await accountOf(stack, input.email)).toBeNull();
    }
    // An e-mail Firebase already has (an account without a profile) is refused before any profile exists.
    const orphan = newClient();
    await fetch(`${stack.authUrl}/identitytoolkit.googleapis.com/v1/projects/demo-portal-clientes/accounts`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: orphan.email, password: 'Huerfana#2026' }),
    });
    const { error } = await callAs(stack, adminToken, 'createuser', orphan);
    expect(error).toMatchObject({ status: 'ALREADY_EXISTS', details: { field: 'email' } });
    expect(error?.message).toContain('Ya existe una cuenta de acceso (Firebase) con ese correo.');
    expect(await profileOf(orphan.email)).toBeNull();
  });

  it('lets only an active admin manage accounts, each refusal in Spanish', async () => {
    const client = await createUser(stack, { companyId: COMPANY_A });
    const collaborator = await createUser(stack, { role: 'collaborator' });
    const formerAdmin = await createUser(stack, { role: 'admin' });
    await serviceRest(stack, `profiles?id=eq.${formerAdmin.profileId}`, {
      method: 'PATCH',
      body: { active: false },
    });
    const tokens = await Promise.all(
      [client, collaborator, formerAdmin].map(
        async (u) => (await signInRest(stack, u.email, u.password)).idToken!,
      ),
    );
    for (const [i, token] of tokens.entries()) {
      const user = newClient();
      const { error } = await callAs(stack, token, 'createuser', user);
      expect(error?.status).toBe('PERMISSION_DENIED');
      expect(error?.message).toBe(
        i === 2
          ? 'Tu cuenta está desactivada.'
          : 'Solo un administrador activo puede gestionar cuentas de usuario.',
      );
      expect(await accountOf(stack, user.email)).toBeNull();
      for (const name of ['setuseractive', 'deleteuser', 'sendinvitation', 'changeuseremail']) {
        const refused = await callAs(stack, token, name, {
          profileId: client.profileId,
          active: false,
          email: 'x@portal.demo',
        });
        expect(refused.error?.status, name).toBe('PERMISSION_DENIED');
      }
    }
    // An expired token (one of the admin's, an hour and a second old) is refused like no token at all.
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1], 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 3601;
    const expired = [
      adminToken.split('.')[0],
      Buffer.from(JSON.stringify({ ...claims, iat: past - 3600, exp: past })).toString('base64url'),
      '',
    ].join('.');
    const late = newClient();
    const stale = await callAs(stack, expired, 'createuser', late);
    expect(stale.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'Tu sesión expiró. Inicia sesión de nuevo para continuar.',
    });
    expect(await accountOf(stack, late.email)).toBeNull();
    const anonymous = await callAs(stack, null, 'createuser', newClient());
    expect(anonymous.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'Tu sesión expiró. Inicia sesión de nuevo para continuar.',
    });
    expect((await userRest(stack, tokens[0], `profiles?id=eq.${client.profileId}&select=active`))[0]).toEqual(
      { active: true },
    );
  });

  it('deactivates: the account is disabled, its refresh token refused, its open token refused at once; reactivates', async () => {
    const person = await createUser(stack, { companyId: COMPANY_A });
    const session = await signInRest(stack, person.email, person.password);
    // Firebase's revocation has one-second precision: a sign-in in the same second would still count.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const off = await callAs(stack, adminToken, 'setuseractive', {
      profileId: person.profileId,
      active: false,
    });
    expect(off.error).toBeUndefined();
    expect((await accountOf(stack, person.email))?.disabled).toBe(true);
    expect((await refresh(stack, session.refreshToken!)).error).toContain('USER_DISABLED');
    expect((await signInRest(stack, person.email, person.password)).error).toContain('USER_DISABLED');
    await expect(
      userRest(stack, session.idToken!, 'rpc/sync_my_profile', { method: 'POST', body: {} }),
    ).rejects.toThrow('Tu cuenta ha sido deshabilitada.');
    const on = await callAs(stack, adminToken, 'setuseractive', {
      profileId: person.profileId,
      active: true,
    });
    expect(on.error).toBeUndefined();
    expect((await accountOf(stack, person.email))?.disabled).toBeFalsy();
    // The session that was open when it was deactivated stays closed; a new sign-in works.
    await expect(userRest(stack, session.idToken!, 'companies?select=id')).rejects.toThrow(
      'Tu sesión se cerró en todos los dispositivos.',
    );
    const again = await signInRest(stack, person.email, person.password);
    expect(await userRest(stack, again.idToken!, 'companies?select=id')).toEqual([{ id: COMPANY_A }]);
  });

  it('the last-admin guard and one’s own account are refused with their reasons', async () => {
    const admin = await serviceRest<Array<{ id: string }>>(
      stack,
      'profiles?email=eq.admin@portal.demo&select=id',
    );
    const own = await callAs(stack, adminToken, 'setuseractive', { profileId: admin[0].id, active: false });
    expect(own.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'No puedes desactivar tu propia cuenta.',
    });
    const del = await callAs(stack, adminToken, 'deleteuser', { profileId: admin[0].id });
    expect(del.error?.message).toBe('No puedes eliminar tu propia cuenta.');
    expect((await accountOf(stack, 'admin@portal.demo'))?.disabled).toBeFalsy();
  });

  it('closes every session of a person (admin) and one’s own (any role)', async () => {
    const person = await createUser(stack, { role: 'collaborator' });
    const first = await signInRest(stack, person.email, person.password);
    // Firebase's revocation has one-second precision: a sign-in in the same second would still count.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const byAdmin = await callAs(stack, adminToken, 'revokesessions', { profileId: person.profileId });
    expect(byAdmin.error).toBeUndefined();
    await expect(
      userRest(stack, first.idToken!, 'rpc/sync_my_profile', { method: 'POST', body: {} }),
    ).rejects.toThrow('Tu sesión se cerró en todos los dispositivos. Inicia sesión de nuevo.');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await signInRest(stack, person.email, person.password);
    expect(
      await userRest(stack, second.idToken!, 'rpc/sync_my_profile', { method: 'POST', body: {} }),
    ).toMatchObject({
      email: person.email,
    });
    // A collaborator closes their own sessions; another person's are not theirs to close.
    const [clienteA] = await serviceRest<Array<{ id: string }>>(
      stack,
      'profiles?email=eq.cliente.a@portal.demo&select=id',
    );
    const other = await callAs(stack, second.idToken!, 'revokesessions', { profileId: clienteA.id });
    expect(other.error?.status).toBe('PERMISSION_DENIED');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await callAs(stack, second.idToken!, 'revokesessions', {})).error).toBeUndefined();
    await expect(userRest(stack, second.idToken!, 'companies?select=id')).rejects.toThrow(
      'Tu sesión se cerró',
    );
  });

  it('changes the e-mail in Firebase and the profile together, refusing a taken one', async () => {
    const person = await createUser(stack, { companyId: COMPANY_A });
    const taken = await callAs(stack, adminToken, 'changeuseremail', {
      profileId: person.profileId,
      email: 'cliente.a@portal.demo',
    });
    expect(taken.error).toMatchObject({
      message: 'Ya existe un usuario con ese correo electrónico.',
      details: { field: 'email' },
    });
    const email = `nuevo-${uniqueTag()}@portal.demo`;
    const changed = await callAs(stack, adminToken, 'changeuseremail', {
      profileId: person.profileId,
      email: email.toUpperCase(),
    });
    expect(changed.error).toBeUndefined();
    expect((await profileOf(email))?.id).toBe(person.profileId);
    expect(await accountOf(stack, person.email)).toBeNull();
    expect((await signInRest(stack, email, person.password)).idToken).toBeTruthy();
  });

  it('deletes the profile and the account, and keeps a person with DC-3 certificates', async () => {
    const person = await createUser(stack, { companyId: COMPANY_A });
    const open = await signInRest(stack, person.email, person.password);
    const removed = await callAs(stack, adminToken, 'deleteuser', { profileId: person.profileId });
    expect(removed.error).toBeUndefined();
    expect(await profileOf(person.email)).toBeNull();
    expect(await accountOf(stack, person.email)).toBeNull();
    // The session still open is refused, and gets no new profile of its own.
    await expect(
      userRest(stack, open.idToken!, 'rpc/sync_my_profile', { method: 'POST', body: {} }),
    ).rejects.toThrow('Tu cuenta no tiene acceso al portal.');
    expect(await profileOf(person.email)).toBeNull();
    const gone = await callAs(stack, adminToken, 'deleteuser', { profileId: person.profileId });
    expect(gone.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'El usuario ya no existe. Actualiza la lista.',
    });
    // The seed's collaborator holds certificate A1B2-C3D4-E5F6.
    const holder = await serviceRest<Array<{ profile_id: string }>>(
      stack,
      'certificates?select=profile_id&limit=1',
    );
    const kept = await callAs(stack, adminToken, 'deleteuser', { profileId: holder[0].profile_id });
    expect(kept.error?.message).toContain('tiene constancias DC-3 emitidas');
    const [profile] = await serviceRest<Array<{ email: string; active: boolean }>>(
      stack,
      `profiles?id=eq.${holder[0].profile_id}&select=email,active`,
    );
    expect((await accountOf(stack, profile.email))?.disabled ?? false).toBe(!profile.active);
  });
});

describe('account functions: invitations', () => {
  let stack: TestStack;
  let adminToken: string;

  beforeAll(async () => {
    stack = await joinStack({ browser: false });
    adminToken = (await signInRest(stack, 'admin@portal.demo', DEMO_PASSWORD)).idToken!;
  });
  afterAll(async () => {
    await setMailServer(stack, true).catch(() => undefined);
    await stack?.stop();
  });

  const invited = () => newClient(undefined, { access: 'invite', temporaryPassword: '' });

  it('e-mails a password link to the portal, in Spanish, and resends it', async () => {
    const user = invited();
    const created = await callAs<{ profileId: string; invitationSent: boolean }>(
      stack,
      adminToken,
      'createuser',
      user,
    );
    expect(created.result?.invitationSent).toBe(true);
    const [mail] = await mailFor(stack, user.email);
    expect(mail).toMatchObject({
      source: 'smtp',
      subject: 'Tu acceso al Portal de Clientes de Servicios Integrales del Portal',
    });
    expect(mail.text).toContain(`Hola, ${user.givenNames} ${user.lastNamePaternal}:`);
    expect(new URL(mail.appLink!).pathname).toBe('/reset-password');
    expect(new URL(mail.appLink!).origin).toBe(stack.appUrl);
    // The emulator's own record of that link is not listed twice.
    expect((await mailFor(stack, user.email)).filter((m) => m.oobCode === mail.oobCode)).toHaveLength(1);

    const again = await callAs(stack, adminToken, 'sendinvitation', { profileId: created.result?.profileId });
    expect(again.error).toBeUndefined();
    const mails = await mailFor(stack, user.email);
    expect(mails.filter((m) => m.source === 'smtp')).toHaveLength(2);
    expect(mails[0].oobCode).not.toBe(mail.oobCode);
  });

  it('with the mail server down the user exists, the admin is told, and the resend works later', async () => {
    const user = invited();
    await setMailServer(stack, false);
    let created;
    try {
      created = await callAs<{ profileId: string; invitationSent: boolean }>(
        stack,
        adminToken,
        'createuser',
        user,
      );
      expect(created.result?.invitationSent).toBe(false);
      expect(await accountOf(stack, user.email)).not.toBeNull();
      const resend = await callAs(stack, adminToken, 'sendinvitation', {
        profileId: created.result?.profileId,
      });
      expect(resend.error).toMatchObject({
        status: 'UNAVAILABLE',
        message:
          'No se pudo enviar la invitación: el servidor de correo no respondió. Inténtalo de nuevo en unos minutos.',
      });
    } finally {
      await setMailServer(stack, true);
    }
    expect((await mailFor(stack, user.email)).filter((m) => m.source === 'smtp')).toHaveLength(0);
    const later = await callAs(stack, adminToken, 'sendinvitation', { profileId: created.result?.profileId });
    expect(later.error).toBeUndefined();
    expect((await mailFor(stack, user.email))[0].source).toBe('smtp');
  });
});
