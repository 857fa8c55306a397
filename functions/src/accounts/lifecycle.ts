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

// The database's own Spanish refusals (the last-admin guard) reach the admin as they are; any other
// permission refusal (RLS, in English) as a fixed Spanish text.
const GUARD_TEXT = /administrador activo|tu propia cuenta/;

/** A refusal of the database as the admin's message; anything else rethrown. */
function refusal(error: unknown): never {
  if (isHttpsError(error)) throw error;
  if (error instanceof RestError && error.code === '42501') {
    fail('failed-precondition', GUARD_TEXT.test(error.message) ? error.message : accountMessages.notAllowed);
  }
  throw error;
}

const missingAccount = (error: unknown) => adminCode(error) === 'auth/user-not-found';

/** Firebase's moment after which this account's earlier sign-ins are refused, as an ISO time. */
async function revokeAll(deps: AccountDeps, uid: string): Promise<string> {
  await deps.auth.revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await deps.auth.getUser(uid);
  return new Date(tokensValidAfterTime ?? Date.now()).toISOString();
}

/**
 * Records the revocation moment on the profile, so the database refuses the older tokens at once. Another
 * person's is written as the admin (audited, and the guard lets an admin only move it forward); one's own
 * with the service role (nobody may move their own).
 */
async function recordRevocation(deps: AccountDeps, profile: ProfileRow, at: string): Promise<void> {
  const own = profile.id === deps.caller.profile.id;
  await retried(async () => {
    if (own) await deps.service.recordSessionsRevoked(profile.id, at);
    else await deps.data.updateProfile(profile.id, { sessions_revoked_at: at });
  });
}

export async function setUserActive(deps: AccountDeps, input: unknown): Promise<{ active: boolean }> {
  const { profileId, active } = parse(activeSchema, input);
  const profile = await target(deps, profileId);
  if (!active && profile.id === deps.caller.profile.id)
    fail('failed-precondition', accountMessages.selfDeactivate);
  await deps.data.updateProfile(profile.id, { active }).catch(refusal);
  const uid = profile.firebase_uid;
  if (!uid) return { active };
  try {
    await deps.auth.updateUser(uid, { disabled: !active });
  } catch (error) {
    if (missingAccount(error)) return { active };
    console.error('Cuenta no actualizada', uid, error);
    await retried(() => deps.data.updateProfile(profile.id, { active: profile.active })).catch(
      (cause: unknown) => console.error('Perfil no restaurado', profile.id, cause),
    );
    fail('internal', accountMessages.accountStep(active ? 'activar' : 'desactivar'));
  }
  if (active) return { active };
  // Deactivated and disabled: that stands. Closing the sessions cannot be undone either, so a failure from
  // here on is reported as it is, not rolled back (an inactive profile is refused by the database anyway).
  try {
    await recordRevocation(deps, profile, await revokeAll(deps, uid));
  } catch (error) {
    console.error('Cierre de sesiones no registrado', uid, error);
    fail('internal', accountMessages.deactivatedNotRecorded);
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
    // Nothing deleted (the row is no longer the admin's to delete: RLS answers with no rows) is a refusal.
    if (!(await deps.data.deleteProfile(profile.id))) fail('failed-precondition', accountMessages.notAllowed);
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
 * 'Cerrar Sesión en Todos los Dispositivos': the person's refresh tokens are revoked (no device gets a new
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
  try {
    await recordRevocation(deps, profile, revokedAt);
  } catch (error) {
    console.error('Cierre de sesiones no registrado', profile.firebase_uid, error);
    fail('internal', accountMessages.revokedNotRecorded);
  }
  return { revokedAt };
}
