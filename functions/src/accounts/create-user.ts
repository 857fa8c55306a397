// Creating a user: the Firebase account (with the claim Supabase needs) and its profile, in one operation.
// If any step after the account fails, the account is deleted again, so nothing is left half-made and the
// admin can simply retry. Then the way in: a temporary password shown once to the admin (changed at the
// first sign-in), or the invitation e-mail; an invitation that could not go leaves the user created and
// says so (the admin resends it from the list).
import {
  displayName,
  userSchema,
  profileFields,
  type UserFormOutput,
} from '../../../src/features/users/utils/user-form';
import { CREATABLE_ROLES } from '../../../src/features/users/utils/roles';
import { generatePassword } from '../../../src/features/users/utils/password';
import { uniqueClash } from '../../../src/features/users/utils/user-errors';
import { adminCode, fail, type FormField } from '../lib/failure';
import type { ProfileRow } from '../lib/portal-data';
import { RestError } from '../lib/rest';
import { SUPABASE_CLAIMS, retried, type AccountDeps } from './deps';
import { mailInvitation } from './invitation';
import { accountMessages, userErrors } from './messages';

export interface CreateUserResult {
  profileId: string;
  /** Shown once to the admin when the access is a temporary password. */
  temporaryPassword: string | null;
  invitationSent: boolean;
}

/** The form's own schema: the first problem, under its field. */
export function parseUser(input: unknown): UserFormOutput {
  // The schema's own Spanish texts win; anything it has none for (not an object, an unknown role) gets ours.
  const parsed = userSchema.safeParse(input, { error: () => accountMessages.invalidRequest });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? '') as FormField;
  fail('invalid-argument', issue?.message ?? accountMessages.invalidRequest, field || undefined);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form's id for this submission (the same on every attempt), or null when none was sent. */
export function parseRequestId(input: unknown): string | null {
  const value = input && typeof input === 'object' ? (input as { requestId?: unknown }).requestId : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !UUID.test(value))
    fail('invalid-argument', accountMessages.invalidRequest);
  return value.toLowerCase();
}

export async function createUser(deps: AccountDeps, input: unknown): Promise<CreateUserResult> {
  const user = parseUser(input);
  if (!(CREATABLE_ROLES as readonly string[]).includes(user.role)) {
    fail('invalid-argument', accountMessages.adminNotCreatable);
  }
  // The profile takes the form's id: an attempt whose answer was lost (a timeout, a dropped connection)
  // may have created the user, and the next attempt of the same form then answers for that user instead
  // of refusing its own e-mail as taken.
  const requestId = parseRequestId(input);
  const earlier = requestId ? await deps.data.profile(requestId) : null;
  if (earlier) return answerAgain(deps, user, earlier);
  const fields = profileFields(user);
  if (fields.company_id && !(await deps.data.companyExists(fields.company_id))) {
    fail('not-found', accountMessages.companyNotFound, 'companyId');
  }
  const clash = await deps.data.clash({ email: user.email, username: user.username, curp: fields.curp });
  if (clash) fail('already-exists', clash.message, clash.field);

  const temporary = user.access === 'temporary';
  const password = temporary && user.temporaryPassword ? user.temporaryPassword : generatePassword();
  const uid = await createAccount(deps, user, password);
  let profileId: string;
  try {
    await deps.auth.setCustomUserClaims(uid, SUPABASE_CLAIMS);
    const profile = await deps.data.insertProfile({
      ...(requestId ? { id: requestId } : {}),
      ...fields,
      email: user.email,
      firebase_uid: uid,
      active: true,
      must_change_password: temporary,
    });
    profileId = profile.id;
  } catch (error) {
    const undone = await retried(() => deps.auth.deleteUser(uid)).then(
      () => true,
      (cause: unknown) => {
        console.error('Cuenta sin perfil que no se pudo borrar', uid, cause);
        return false;
      },
    );
    if (!undone) fail('internal', accountMessages.createLeftAccount);
    const taken = error instanceof RestError ? uniqueClash(error) : null;
    if (taken) fail('already-exists', taken.message, taken.field);
    console.error('Usuario no creado', user.email, error);
    fail('internal', accountMessages.createUndone);
  }

  if (temporary) return { profileId, temporaryPassword: password, invitationSent: false };
  const invitationSent = await invite(deps, user);
  return { profileId, temporaryPassword: null, invitationSent };
}

/**
 * A repeated submission of a create that went through: the same user, and the way in again (the first
 * answer, with its temporary password, never reached the admin): a new temporary password while the user
 * has not replaced it yet, or the invitation once more.
 */
async function answerAgain(
  deps: AccountDeps,
  user: UserFormOutput,
  earlier: ProfileRow,
): Promise<CreateUserResult> {
  if (earlier.email !== user.email || !earlier.firebase_uid) fail('already-exists', accountMessages.formUsed);
  if (user.access === 'temporary') {
    if (!earlier.must_change_password) {
      return { profileId: earlier.id, temporaryPassword: null, invitationSent: false };
    }
    const password = user.temporaryPassword || generatePassword();
    await deps.auth.updateUser(earlier.firebase_uid, { password });
    return { profileId: earlier.id, temporaryPassword: password, invitationSent: false };
  }
  const invitationSent = await invite(deps, user);
  return { profileId: earlier.id, temporaryPassword: null, invitationSent };
}

/** The invitation e-mail; false when it could not go (the user stays created; the admin resends it). */
function invite(deps: AccountDeps, user: UserFormOutput): Promise<boolean> {
  return mailInvitation(deps, { email: user.email, fullName: displayName(user) }).then(
    () => true,
    (error: unknown) => {
      console.error('Invitación no enviada', user.email, error);
      return false;
    },
  );
}

async function createAccount(deps: AccountDeps, user: UserFormOutput, password: string): Promise<string> {
  try {
    const account = await deps.auth.createUser({
      email: user.email,
      password,
      displayName: displayName(user),
      emailVerified: false,
      disabled: false,
    });
    return account.uid;
  } catch (error) {
    const code = adminCode(error);
    if (code === 'auth/email-already-exists') fail('already-exists', userErrors.accountExists, 'email');
    if (code === 'auth/invalid-email') fail('invalid-argument', accountMessages.invalidEmail, 'email');
    if (code === 'auth/invalid-password') {
      fail('invalid-argument', 'La contraseña temporal no es válida.', 'temporaryPassword');
    }
    console.error('Cuenta no creada', user.email, error);
    fail('internal', accountMessages.accountStep('crear'));
  }
}
