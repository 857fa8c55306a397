// The forced password change on the server: only for a caller whose flag is set, with the portal's password
// rules; the new password is set in Firebase before the flag is cleared (with the service role), so the flag
// never clears without a real change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { changePassword } from '../../../functions/src/accounts/change-password';
import { quietRetries, refused, restoreTimers, succeeds, world } from './fakes';

const NEW_PASSWORD = 'Segura-2026';

beforeEach(quietRetries);
afterEach(restoreTimers);

/** A client with a pending change calling the function (the caller is that person, not an admin). */
function pending() {
  const w = world({ role: 'client', must_change_password: true });
  const account = () => w.auth.accounts.get(w.caller.firebase_uid!)!;
  const flag = () => w.db.profiles.get(w.caller.id)!.must_change_password;
  return { ...w, account, flag };
}

describe('changePassword', () => {
  it('sets the new password, then clears the flag with the service role', async () => {
    const w = pending();
    expect(await succeeds(changePassword(w.deps, { newPassword: NEW_PASSWORD }))).toEqual({ changed: true });
    expect(w.account().password).toBe(NEW_PASSWORD);
    expect(w.flag()).toBe(false);
    expect(w.auth.callsOf('updateUser').map((c) => c.args)).toEqual([
      [w.caller.firebase_uid, { password: NEW_PASSWORD }],
    ]);
    expect(w.db.callsOf('completePasswordChange').map((c) => c.args)).toEqual([[w.caller.id]]);
    // Nothing as the caller's own token: the database gives a pending person nothing anyway.
    expect(w.db.calls.map((c) => c.step)).toEqual(['completePasswordChange']);
  });

  it('refuses a caller without a pending change, changing nothing', async () => {
    const w = world({ role: 'client' });
    expect(await refused(changePassword(w.deps, { newPassword: NEW_PASSWORD }))).toMatchObject({
      code: 'failed-precondition',
      message:
        'Tu cuenta no tiene un cambio de contraseña pendiente. Cámbiala desde tu perfil con tu contraseña actual.',
    });
    expect(w.auth.callsOf('updateUser')).toEqual([]);
  });

  it.each([{ newPassword: 'debil' }, { newPassword: 12345678 }, null, 'Segura-2026'])(
    'refuses %j before touching anything',
    async (input) => {
      const w = pending();
      const answer = await refused(changePassword(w.deps, input));
      expect(answer.code).toBe('invalid-argument');
      expect(w.auth.callsOf('updateUser')).toEqual([]);
      expect(w.flag()).toBe(true);
    },
  );

  it('keeps the flag when Firebase does not take the password', async () => {
    const w = pending();
    w.auth.fail('updateUser', 'auth/internal-error');
    expect(await refused(changePassword(w.deps, { newPassword: NEW_PASSWORD }))).toEqual({
      code: 'internal',
      message: 'No se pudo cambiar la contraseña; no se cambió nada. Inténtalo de nuevo.',
      details: { field: null },
    });
    expect(w.flag()).toBe(true);
    expect(w.db.callsOf('completePasswordChange')).toEqual([]);
  });

  it('retries clearing the flag, and says so when it could not', async () => {
    const w = pending();
    w.db.fail('completePasswordChange', undefined, 2);
    await succeeds(changePassword(w.deps, { newPassword: NEW_PASSWORD }));
    expect(w.flag()).toBe(false);

    const down = pending();
    down.db.fail('completePasswordChange');
    expect(await refused(changePassword(down.deps, { newPassword: NEW_PASSWORD }))).toMatchObject({
      code: 'internal',
      message:
        'Tu contraseña nueva ya funciona, pero el portal no pudo registrar el cambio. Inicia sesión con tu contraseña nueva y vuelve a cambiarla.',
    });
    expect(down.account().password).toBe(NEW_PASSWORD);
    expect(down.flag()).toBe(true);
  });
});
