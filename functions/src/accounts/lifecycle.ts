// Deactivating, reactivating, deleting and changing the e-mail of a user: the profile and the Firebase
// account change together. The profile goes first (RLS, the last-admin guard and the audit trail judge the
// admin there); if the account step then fails, the profile is put back as it was.
import { z } from 'zod';

import { uniqueClash } from '../../../src/features/users/utils/user-errors';
import { adminCode, fail, isHttpsError } from '../lib/failure';
import type { ProfileRow } from '../lib/portal-data';
import { RestError } from '../lib/rest';
import { retried, type AccountDeps } from './deps';
import { accountMessages } from './messages';

const profileIdSchema = z.object({ profileId: z.uuid() });
const activeSchema = profileIdSchema.extend({ active: z.boolean() });
const emailSchema = profileIdSchema.extend({ email: z.string().trim().toLowerCase().pipe(z.email()) });

function parse<T>(schema: z.ZodType<T>, input: unknown, message: string = accountMessages.invalidRequest): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) fail('invalid-argument', message);
  return parsed.data;
}

async function target(deps: AccountDeps, profileId: string): Promise<ProfileRow> {
  const profile = await deps.data.profile(profileId);
  if (!profile) fail('not-found', accountMessages.userNotFound);
  return profile;
}

/** A refusal of the database (the last-admin guard, RLS) as the admin's message; anything else rethrown. */
function refusal(error: unknown): never {
  if (isHttpsError(error)) throw error;
  if (error instanceof RestError && error.code === '42501') fail('failed-precondition', error.message);
  throw error;
}

const missingAccount = (error: unknown) => adminCode(error) === 'auth/user-not-found';

/** Firebase's moment after which this account's earlier sign-ins are refused, as an ISO time. */
async function revokeAll(deps: AccountDeps, uid: string): Promise<string> {
  await deps.auth.revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await deps.auth.getUser(uid);
  return new Date(tokensValidAfterTime ?? Date.now()).toISOString();
}

export async function setUserActive(deps: AccountDeps, input: unknown): Promise<{ active: boolean }> {
  const { profileId, active } = parse(activeSchema, input);
  const profile = await target(deps, profileId);
  if (!active && profile.id === deps.caller.profile.id)
    fail('failed-precondition', accountMessages.selfDeactivate);
  await deps.data.updateProfile(profile.id, { active }).catch(refusal);
  const uid = profile.firebase_uid;
  if (!uid) return { active };
  let accountChanged = false;
  try {
    await deps.auth.updateUser(uid, { disabled: !active });
    accountChanged = true;
    if (!active) await deps.service.recordSessionsRevoked(profile.id, await revokeAll(deps, uid));
  } catch (error) {
    if (!missingAccount(error)) {
      await retried(() => deps.data.updateProfile(profile.id, { active: profile.active }));
      if (accountChanged) {
        await retried(() => deps.auth.updateUser(uid, { disabled: !profile.active })).catch(
          (cause: unknown) => {
            console.error('Cuenta no restaurada', uid, cause);
          },
        );
      }
      console.error('Cuenta no actualizada', uid, error);
      fail('internal', accountMessages.accountStep(active ? 'activar' : 'desactivar'));
    }
  }
  return { active };
}

export async function deleteUser(deps: AccountDeps, input: unknown): Promise<{ accountRemoved: boolean }> {
  const { profileId } = parse(profileIdSchema, input);
  const profile = await target(deps, profileId);
  if (profile.id === deps.caller.profile.id) fail('failed-precondition', accountMessages.selfDelete);
  const uid = profile.firebase_uid;
  // The account is disabled first: reversible, and no new session can start while the profile goes.
  if (uid) {
    await deps.auth.updateUser(uid, { disabled: true }).catch((error: unknown) => {
      if (!missingAccount(error)) fail('internal', accountMessages.accountStep('desactivar'));
    });
  }
  try {
    await deps.data.deleteProfile(profile.id);
  } catch (error) {
    if (uid)
      await retried(() => deps.auth.updateUser(uid, { disabled: !profile.active })).catch(() => undefined);
    if (error instanceof RestError && error.code === '23503')
      fail('failed-precondition', accountMessages.hasCertificates);
    refusal(error);
  }
  if (!uid) return { accountRemoved: true };
  try {
    await retried(() => deps.auth.deleteUser(uid));
    return { accountRemoved: true };
  } catch (error) {
    if (missingAccount(error)) return { accountRemoved: true };
    console.error('Cuenta de acceso sin perfil, desactivada', uid, error);
    fail('internal', accountMessages.accountLeft);
  }
}

export async function changeUserEmail(deps: AccountDeps, input: unknown): Promise<{ email: string }> {
  const parsed = emailSchema.safeParse(input);
  if (!parsed.success) fail('invalid-argument', accountMessages.invalidEmail, 'email');
  const { profileId, email } = parsed.data;
  const profile = await target(deps, profileId);
  if (profile.email === email) fail('invalid-argument', accountMessages.sameEmail, 'email');
  const clash = await deps.data.clash({ email, username: profile.username, curp: null }, profile.id);
  if (clash?.field === 'email') fail('already-exists', clash.message, 'email');
  const uid = profile.firebase_uid;
  let accountVerified = false;
  if (uid) {
    accountVerified = await deps.auth.getUser(uid).then(
      (account) => account.emailVerified,
      () => false,
    );
    await deps.auth.updateUser(uid, { email, emailVerified: false }).catch((error: unknown) => {
      if (adminCode(error) === 'auth/email-already-exists') {
        fail('already-exists', accountMessages.emailInFirebase, 'email');
      }
      if (adminCode(error) === 'auth/invalid-email')
        fail('invalid-argument', accountMessages.invalidEmail, 'email');
      console.error('Correo no cambiado', uid, error);
      fail('internal', accountMessages.accountStep('cambiar el correo de'));
    });
  }
  try {
    await deps.data.updateProfile(profile.id, { email });
  } catch (error) {
    if (uid) {
      const before = { email: profile.email, emailVerified: accountVerified };
      await retried(() => deps.auth.updateUser(uid, before)).catch((cause: unknown) => {
        console.error('Correo de Firebase no restaurado', uid, cause);
      });
    }
    const taken = error instanceof RestError ? uniqueClash(error) : null;
    if (taken) fail('already-exists', taken.message, 'email');
    refusal(error);
  }
  return { email };
}

/**
 * 'Cerrar sesión en todos los dispositivos': the person's refresh tokens are revoked (no device gets a new
 * ID token) and the moment is recorded, so the database refuses the ID tokens still alive at once. An admin
 * may do it for anyone; anyone for themselves (no profileId).
 */
export async function revokeSessions(deps: AccountDeps, input: unknown): Promise<{ revokedAt: string }> {
  const { profileId } = parse(z.object({ profileId: z.uuid().optional() }), input ?? {});
  const own = !profileId || profileId === deps.caller.profile.id;
  if (!own && deps.caller.profile.role !== 'admin') fail('permission-denied', accountMessages.notAdmin);
  const profile = own ? deps.caller.profile : await target(deps, profileId);
  if (!profile.firebase_uid) return { revokedAt: new Date().toISOString() };
  let revokedAt: string;
  try {
    revokedAt = await revokeAll(deps, profile.firebase_uid);
  } catch (error) {
    console.error('Sesiones no revocadas', profile.firebase_uid, error);
    fail('internal', accountMessages.sessionsStep);
  }
  await deps.service.recordSessionsRevoked(profile.id, revokedAt);
  return { revokedAt };
}
