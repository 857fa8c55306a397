import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  changeUserEmail,
  deleteUser,
  revokeSessions,
  setUserActive,
} from '../../../functions/src/accounts/lifecycle';
import { RestError } from '../../../functions/src/lib/rest';
import {
  pgErrors,
  profileRow,
  quietRetries,
  refused,
  rejection,
  restoreTimers,
  succeeds,
  world,
} from './fakes';

/** Firebase's clock in the fake (FakeAuth.now), to the second: what a revocation records. */
const REVOKED_AT = '2026-03-02T15:04:05.000Z';
const EARLIER_REVOCATION = '2026-01-20T09:00:00.000Z';
const MISSING_ID = '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';
const step = (what: string) =>
  `No se pudo ${what} la cuenta de acceso (Firebase); no se cambió nada. Inténtalo de nuevo.`;

beforeEach(quietRetries);
afterEach(restoreTimers);

describe('setUserActive', () => {
  it('deactivating disables the account, revokes its tokens and records the moment Firebase gives', async () => {
    const w = world();
    const ana = w.person();
    expect(await succeeds(setUserActive(w.deps, { profileId: ana.id, active: false }))).toEqual({
      active: false,
    });
    const account = w.auth.accounts.get(ana.firebase_uid!)!;
    expect(account.disabled).toBe(true);
    expect(w.auth.callsOf('revokeRefreshTokens').map((c) => c.args[0])).toEqual([ana.firebase_uid]);
    expect(new Date(account.tokensValidAfterTime).toISOString()).toBe(REVOKED_AT);
    expect(w.db.profiles.get(ana.id)).toMatchObject({ active: false, sessions_revoked_at: REVOKED_AT });
  });

  it('reactivating enables the account again, without a new revocation', async () => {
    const w = world();
    const ana = w.person({ active: false, sessions_revoked_at: EARLIER_REVOCATION });
    expect(await succeeds(setUserActive(w.deps, { profileId: ana.id, active: true }))).toEqual({
      active: true,
    });
    expect(w.auth.accounts.get(ana.firebase_uid!)!.disabled).toBe(false);
    expect(w.db.profiles.get(ana.id)).toMatchObject({
      active: true,
      sessions_revoked_at: EARLIER_REVOCATION,
    });
    expect(w.auth.callsOf('revokeRefreshTokens')).toEqual([]);
  });

  it('puts the profile back when Firebase cannot disable the account', async () => {
    const w = world();
    const ana = w.person();
    w.auth.fail('updateUser');
    const error = await refused(setUserActive(w.deps, { profileId: ana.id, active: false }));
    expect(error).toEqual({ code: 'internal', message: step('desactivar'), details: { field: null } });
    expect(w.db.profiles.get(ana.id)).toMatchObject({ active: true, sessions_revoked_at: null });
    expect(w.auth.accounts.get(ana.firebase_uid!)!.disabled).toBe(false);
    expect(w.db.callsOf('recordSessionsRevoked')).toEqual([]);
  });

  it('puts the profile back when Firebase cannot enable the account', async () => {
    const w = world();
    const ana = w.person({ active: false });
    w.auth.fail('updateUser');
    const error = await refused(setUserActive(w.deps, { profileId: ana.id, active: true }));
    expect(error).toEqual({ code: 'internal', message: step('activar'), details: { field: null } });
    expect(w.db.profiles.get(ana.id)!.active).toBe(false);
    expect(w.auth.accounts.get(ana.firebase_uid!)!.disabled).toBe(true);
  });

  it('keeps the deactivation and says so when closing the sessions fails afterwards', async () => {
    const w = world();
    const ana = w.person();
    w.auth.fail('revokeRefreshTokens');
    const error = await refused(setUserActive(w.deps, { profileId: ana.id, active: false }));
    expect(error.message).toBe(
      'El usuario quedó desactivado y sin acceso, pero no se pudo registrar el cierre de sus sesiones. Antes de volver a activarlo, usa «Cerrar Sesión en Todos los Dispositivos».',
    );
    // Profile and account agree: both off (revoking refresh tokens cannot be undone anyway).
    expect(w.db.profiles.get(ana.id)!.active).toBe(false);
    expect(w.auth.accounts.get(ana.firebase_uid!)!.disabled).toBe(true);
  });

  it("records another person's revocation as the admin (audited), and one's own with the service role", async () => {
    const w = world();
    const ana = w.person();
    await succeeds(setUserActive(w.deps, { profileId: ana.id, active: false }));
    expect(w.db.callsOf('recordSessionsRevoked')).toEqual([]);
    expect(w.db.profiles.get(ana.id)!.sessions_revoked_at).not.toBeNull();
    await succeeds(revokeSessions(w.deps, {}));
    expect(w.db.callsOf('recordSessionsRevoked').map((c) => c.args[0])).toEqual([w.caller.id]);
  });

  it('refuses to deactivate the calling admin, before touching anything', async () => {
    const w = world();
    const error = await refused(setUserActive(w.deps, { profileId: w.caller.id, active: false }));
    expect(error).toEqual({
      code: 'failed-precondition',
      message: 'No puedes desactivar tu propia cuenta.',
      details: { field: null },
    });
    expect(w.db.callsOf('updateProfile')).toEqual([]);
    expect(w.auth.calls).toEqual([]);
  });

  it("passes on the database's refusal to leave no active admin, with its Spanish text", async () => {
    const w = world();
    const jefa = w.person({ role: 'admin' });
    // Another admin deactivated the caller a moment after their request was let in.
    w.db.profiles.get(w.caller.id)!.active = false;
    const error = await refused(setUserActive(w.deps, { profileId: jefa.id, active: false }));
    expect(error).toEqual({
      code: 'failed-precondition',
      message: 'Debe quedar al menos un administrador activo.',
      details: { field: null },
    });
    expect(w.db.profiles.get(jefa.id)!.active).toBe(true);
    expect(w.auth.calls).toEqual([]);
  });

  it('changes only the profile of a user without a Firebase account, and accepts an account already gone', async () => {
    const w = world();
    const sinCuenta = w.person({ firebase_uid: null });
    await succeeds(setUserActive(w.deps, { profileId: sinCuenta.id, active: false }));
    expect(w.db.profiles.get(sinCuenta.id)!.active).toBe(false);
    expect(w.auth.calls).toEqual([]);

    const borrada = w.person();
    w.auth.accounts.delete(borrada.firebase_uid!);
    expect(await succeeds(setUserActive(w.deps, { profileId: borrada.id, active: false }))).toEqual({
      active: false,
    });
    expect(w.db.profiles.get(borrada.id)!.active).toBe(false);
  });

  it('refuses a user that no longer exists, and a malformed request', async () => {
    const w = world();
    const gone = await refused(setUserActive(w.deps, { profileId: MISSING_ID, active: false }));
    expect(gone).toMatchObject({
      code: 'not-found',
      message: 'El usuario ya no existe. Actualiza la lista.',
    });
    const bad = await refused(setUserActive(w.deps, { profileId: MISSING_ID, active: 'no' }));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: 'La solicitud no es válida.' });
  });
});

describe('deleteUser', () => {
  it('does not delete the account when no profile row was deleted (gone or no longer the admin’s)', async () => {
    const w = world();
    const ana = w.person();
    w.db.before('deleteProfile', () => w.db.profiles.delete(ana.id));
    const error = await refused(deleteUser(w.deps, { profileId: ana.id }));
    expect(error).toMatchObject({ code: 'failed-precondition' });
    expect(error.message).toContain('No tienes permiso para hacer este cambio.');
    expect(w.auth.callsOf('deleteUser')).toEqual([]);
    expect(w.auth.accounts.get(ana.firebase_uid!)!.disabled).toBe(false);
  });

  it('disables the account, deletes the profile, then deletes the account', async () => {
    const w = world();
    const ana = w.person();
    expect(await succeeds(deleteUser(w.deps, { profileId: ana.id }))).toEqual({ accountRemoved: true });
    expect(w.db.profiles.has(ana.id)).toBe(false);
    expect(w.auth.accounts.has(ana.firebase_uid!)).toBe(false);
    expect(w.auth.calls.map((c) => [c.step, c.args[1]])).toEqual([
      ['updateUser', { disabled: true }],
      ['deleteUser', undefined],
    ]);
  });

  it('refuses to delete the calling admin, before touching anything', async () => {
    const w = world();
    const error = await refused(deleteUser(w.deps, { profileId: w.caller.id }));
    expect(error).toEqual({
      code: 'failed-precondition',
      message: 'No puedes eliminar tu propia cuenta.',
      details: { field: null },
    });
    expect(w.auth.calls).toEqual([]);
    expect(w.db.callsOf('deleteProfile')).toEqual([]);
  });

  it('refuses a user with DC-3 certificates in Spanish, and enables the account again', async () => {
    const w = world();
    const jose = w.person({ role: 'collaborator' });
    w.db.certified.add(jose.id);
    const error = await refused(deleteUser(w.deps, { profileId: jose.id }));
    expect(error).toEqual({
      code: 'failed-precondition',
      message:
        'No se puede eliminar: el usuario tiene constancias DC-3 emitidas, que deben conservarse. Desactívalo en su lugar.',
      details: { field: null },
    });
    expect(w.db.profiles.has(jose.id)).toBe(true);
    expect(w.auth.accounts.get(jose.firebase_uid!)!.disabled).toBe(false);
    expect(w.auth.callsOf('deleteUser')).toEqual([]);
  });

  it('leaves the account of a deactivated user with certificates disabled, as it was', async () => {
    const w = world();
    const jose = w.person({ role: 'collaborator', active: false });
    w.db.certified.add(jose.id);
    await refused(deleteUser(w.deps, { profileId: jose.id }));
    expect(w.auth.accounts.get(jose.firebase_uid!)!.disabled).toBe(true);
  });

  it("passes on the last-admin guard's text and enables the account again", async () => {
    const w = world();
    const jefa = w.person({ role: 'admin' });
    w.db.profiles.get(w.caller.id)!.active = false;
    const error = await refused(deleteUser(w.deps, { profileId: jefa.id }));
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'Debe quedar al menos un administrador activo.',
    });
    expect(w.db.profiles.has(jefa.id)).toBe(true);
    expect(w.auth.accounts.get(jefa.firebase_uid!)!.disabled).toBe(false);
  });

  it('says the account was left disabled when Firebase will not delete it', async () => {
    const w = world();
    const ana = w.person();
    w.auth.fail('deleteUser');
    const error = await refused(deleteUser(w.deps, { profileId: ana.id }));
    expect(error).toEqual({
      code: 'internal',
      message:
        'Se borró el perfil, pero la cuenta de acceso (Firebase) no se pudo borrar: quedó desactivada. Inténtalo de nuevo más tarde.',
      details: { field: null },
    });
    expect(w.db.profiles.has(ana.id)).toBe(false);
    expect(w.auth.accounts.get(ana.firebase_uid!)!.disabled).toBe(true);
    expect(w.auth.callsOf('deleteUser')).toHaveLength(3);
  });

  it('tries the account deletion again after a passing failure', async () => {
    const w = world();
    const ana = w.person();
    w.auth.fail('deleteUser', 'auth/internal-error', 1);
    expect(await succeeds(deleteUser(w.deps, { profileId: ana.id }))).toEqual({ accountRemoved: true });
    expect(w.auth.accounts.has(ana.firebase_uid!)).toBe(false);
  });

  it('keeps the profile when the account cannot be disabled first', async () => {
    const w = world();
    const ana = w.person();
    w.auth.fail('updateUser');
    const error = await refused(deleteUser(w.deps, { profileId: ana.id }));
    expect(error).toMatchObject({ code: 'internal', message: step('desactivar') });
    expect(w.db.callsOf('deleteProfile')).toEqual([]);
    expect(w.db.profiles.has(ana.id)).toBe(true);
  });

  it('deletes the profile of a user whose account is already gone, or who never had one', async () => {
    const w = world();
    const borrada = w.person();
    w.auth.accounts.delete(borrada.firebase_uid!);
    expect(await succeeds(deleteUser(w.deps, { profileId: borrada.id }))).toEqual({ accountRemoved: true });
    const sinCuenta = w.person({ firebase_uid: null });
    expect(await succeeds(deleteUser(w.deps, { profileId: sinCuenta.id }))).toEqual({ accountRemoved: true });
    expect(w.db.profiles.has(borrada.id) || w.db.profiles.has(sinCuenta.id)).toBe(false);
  });
});

describe('changeUserEmail', () => {
  it('changes the Firebase e-mail (unverified) and the profile, trimmed and in lower case', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    const result = await succeeds(
      changeUserEmail(w.deps, { profileId: ana.id, email: ' Ana.Nueva@Cliente.MX ' }),
    );
    expect(result).toEqual({ email: 'ana.nueva@cliente.mx' });
    expect(w.auth.accounts.get(ana.firebase_uid!)).toMatchObject({
      email: 'ana.nueva@cliente.mx',
      emailVerified: false,
    });
    expect(w.db.profiles.get(ana.id)!.email).toBe('ana.nueva@cliente.mx');
  });

  it('refuses the same e-mail under its field, without asking Firebase', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    const error = await refused(changeUserEmail(w.deps, { profileId: ana.id, email: 'ANA@cliente.mx ' }));
    expect(error).toEqual({
      code: 'invalid-argument',
      message: 'El correo nuevo es igual al actual.',
      details: { field: 'email' },
    });
    expect(w.auth.calls).toEqual([]);
  });

  it("refuses another profile's e-mail under its field, without asking Firebase", async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    w.person({ email: 'luis@cliente.mx' });
    const error = await refused(changeUserEmail(w.deps, { profileId: ana.id, email: 'luis@cliente.mx' }));
    expect(error).toEqual({
      code: 'already-exists',
      message: 'Ya existe un usuario con ese correo electrónico.',
      details: { field: 'email' },
    });
    expect(w.auth.calls).toEqual([]);
    expect(w.db.profiles.get(ana.id)!.email).toBe('ana@cliente.mx');
  });

  it('refuses a malformed e-mail', async () => {
    const w = world();
    const ana = w.person();
    const error = await refused(changeUserEmail(w.deps, { profileId: ana.id, email: 'ana@' }));
    expect(error).toEqual({
      code: 'invalid-argument',
      message: 'Ingresa un correo electrónico válido.',
      details: { field: 'email' },
    });
    expect(w.auth.calls).toEqual([]);
  });

  it('refuses under its field an e-mail that another Firebase account has, and keeps the profile', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    w.auth.seed({ email: 'huerfana@cliente.mx' });
    const error = await refused(changeUserEmail(w.deps, { profileId: ana.id, email: 'huerfana@cliente.mx' }));
    expect(error.code).toBe('already-exists');
    expect(error.details).toEqual({ field: 'email' });
    expect(error.message).toMatch(/^Ya existe una cuenta de acceso \(Firebase\) con ese correo\./);
    expect(w.db.profiles.get(ana.id)!.email).toBe('ana@cliente.mx');
    expect(w.auth.accounts.get(ana.firebase_uid!)!.email).toBe('ana@cliente.mx');
  });

  it('does not tell the admin that a profile was not created when an e-mail change is refused', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    w.auth.seed({ email: 'huerfana@cliente.mx' });
    const error = await refused(changeUserEmail(w.deps, { profileId: ana.id, email: 'huerfana@cliente.mx' }));
    expect(error.message).not.toContain('No se creó el perfil');
  });

  it('says in Spanish that nothing changed when Firebase fails', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    w.auth.fail('updateUser');
    const error = await refused(
      changeUserEmail(w.deps, { profileId: ana.id, email: 'ana.nueva@cliente.mx' }),
    );
    expect(error).toEqual({
      code: 'internal',
      message: step('cambiar el correo de'),
      details: { field: null },
    });
    expect(w.db.callsOf('updateProfile')).toEqual([]);
  });

  it('puts the Firebase e-mail back when the profile cannot take the new one', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    // Someone saved a profile with that e-mail between the check and the update.
    w.db.before('updateProfile', () => w.db.seed(profileRow({ email: 'ana.nueva@cliente.mx' })));
    const error = await refused(
      changeUserEmail(w.deps, { profileId: ana.id, email: 'ana.nueva@cliente.mx' }),
    );
    expect(error).toEqual({
      code: 'already-exists',
      message: 'Ya existe un usuario con ese correo electrónico.',
      details: { field: 'email' },
    });
    expect(w.auth.accounts.get(ana.firebase_uid!)!.email).toBe('ana@cliente.mx');
    expect(w.db.profiles.get(ana.id)!.email).toBe('ana@cliente.mx');
  });

  it('changes only the profile of a user without a Firebase account', async () => {
    const w = world();
    const sinCuenta = w.person({ firebase_uid: null, email: 'luis@cliente.mx' });
    await succeeds(changeUserEmail(w.deps, { profileId: sinCuenta.id, email: 'luis.nuevo@cliente.mx' }));
    expect(w.db.profiles.get(sinCuenta.id)!.email).toBe('luis.nuevo@cliente.mx');
    expect(w.auth.calls).toEqual([]);
  });

  it('puts the Firebase e-mail back and lets the server answer in general when the database is down', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx' });
    const down = pgErrors.down();
    w.db.fail('updateProfile', down);
    const error = await rejection(
      changeUserEmail(w.deps, { profileId: ana.id, email: 'ana.nueva@cliente.mx' }),
    );
    expect(error).toBe(down);
    expect(error).toBeInstanceOf(RestError);
    expect(w.auth.accounts.get(ana.firebase_uid!)!.email).toBe('ana@cliente.mx');
  });
});

describe('revokeSessions', () => {
  it.each(['client', 'collaborator', 'admin'])(
    'closes the sessions of the %s who asks, without naming a profile',
    async (role) => {
      const w = world({ role });
      const result = await succeeds(revokeSessions(w.deps, {}));
      expect(result).toEqual({ revokedAt: REVOKED_AT });
      const account = w.auth.accounts.get(w.caller.firebase_uid!)!;
      expect(new Date(account.tokensValidAfterTime).toISOString()).toBe(REVOKED_AT);
      expect(w.db.profiles.get(w.caller.id)!.sessions_revoked_at).toBe(REVOKED_AT);
      expect(w.db.callsOf('profile')).toEqual([]);
    },
  );

  it('lets a client name their own profile, or send nothing at all', async () => {
    const w = world({ role: 'client' });
    expect(await succeeds(revokeSessions(w.deps, { profileId: w.caller.id }))).toEqual({
      revokedAt: REVOKED_AT,
    });
    expect(await succeeds(revokeSessions(w.deps, undefined))).toEqual({ revokedAt: REVOKED_AT });
    expect(w.auth.callsOf('revokeRefreshTokens').map((c) => c.args[0])).toEqual([
      w.caller.firebase_uid,
      w.caller.firebase_uid,
    ]);
  });

  it.each(['client', 'collaborator'])("refuses a %s closing someone else's sessions", async (role) => {
    const w = world({ role });
    const ana = w.person();
    const error = await refused(revokeSessions(w.deps, { profileId: ana.id }));
    expect(error).toEqual({
      code: 'permission-denied',
      message: 'Solo un administrador activo puede gestionar cuentas de usuario.',
      details: { field: null },
    });
    expect(w.auth.calls).toEqual([]);
    expect(w.db.profiles.get(ana.id)!.sessions_revoked_at).toBeNull();
  });

  it("lets an admin close another person's sessions, and only theirs", async () => {
    const w = world();
    const ana = w.person();
    expect(await succeeds(revokeSessions(w.deps, { profileId: ana.id }))).toEqual({ revokedAt: REVOKED_AT });
    expect(w.auth.callsOf('revokeRefreshTokens').map((c) => c.args[0])).toEqual([ana.firebase_uid]);
    expect(w.db.profiles.get(ana.id)!.sessions_revoked_at).toBe(REVOKED_AT);
    expect(w.db.profiles.get(w.caller.id)!.sessions_revoked_at).toBeNull();
  });

  it('records nothing when Firebase cannot revoke, and says so in Spanish', async () => {
    const w = world();
    const ana = w.person();
    w.auth.fail('revokeRefreshTokens');
    const error = await refused(revokeSessions(w.deps, { profileId: ana.id }));
    expect(error).toEqual({
      code: 'internal',
      message:
        'No se pudieron cerrar las sesiones de la cuenta de acceso (Firebase); no se cambió nada. Inténtalo de nuevo.',
      details: { field: null },
    });
    expect(w.db.callsOf('recordSessionsRevoked')).toEqual([]);
  });

  it('refuses a person who no longer exists, and an id that is not one', async () => {
    const w = world();
    const gone = await refused(revokeSessions(w.deps, { profileId: MISSING_ID }));
    expect(gone).toMatchObject({
      code: 'not-found',
      message: 'El usuario ya no existe. Actualiza la lista.',
    });
    const bad = await refused(revokeSessions(w.deps, { profileId: 'todos' }));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: 'La solicitud no es válida.' });
    expect(w.auth.calls).toEqual([]);
  });
});
