// The forced password change: the only way must_change_password clears. While it is set the database gives
// the person nothing but their own profile, so the temporary password an admin saw opens nothing; the
// person proves who they are with their token, the new password is set with the Admin SDK, and only then
// the flag is cleared with the service role (in their name in the audit trail). A person cannot clear it
// without really changing the password. A voluntary change (no flag) stays in the browser, re-authenticated
// with the current password.
import { z } from 'zod';

import { failedPasswordRules } from '../../../src/features/auth/utils/password-rules';
import { adminCode, fail } from '../lib/failure';
import { retried, type AccountDeps } from './deps';
import { accountMessages } from './messages';

const inputSchema = z.object({ newPassword: z.string() });

export async function changePassword(deps: AccountDeps, input: unknown): Promise<{ changed: true }> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) fail('invalid-argument', accountMessages.invalidRequest);
  const { newPassword } = parsed.data;
  const { profile, uid } = deps.caller;
  if (!profile.must_change_password) fail('failed-precondition', accountMessages.noPendingChange);
  if (failedPasswordRules(newPassword, 'wide').length > 0)
    fail('invalid-argument', accountMessages.weakPassword);
  try {
    await deps.auth.updateUser(uid, { password: newPassword });
  } catch (error) {
    if (adminCode(error) === 'auth/invalid-password') fail('invalid-argument', accountMessages.weakPassword);
    console.error('Contraseña no cambiada', uid, error);
    fail('internal', accountMessages.passwordStep);
  }
  try {
    await retried(() => deps.service.completePasswordChange(profile.id));
  } catch (error) {
    console.error('Cambio de contraseña no registrado', profile.id, error);
    fail('internal', accountMessages.passwordNotRecorded);
  }
  return { changed: true };
}
