// Creating a user: its Firebase account (on the second app instance, so the admin stays signed in), then
// its profile with that uid, then the way in: an invitation e-mail, or a temporary password with the
// forced change at first sign-in.
//
// Failure handling, in order:
// - e-mail/username/CURP taken in profiles: refused before any account exists (field message);
// - the Firebase account already exists: 'email-already-in-use', nothing is created (Spanish text);
// - the profile insert fails after the account was created: identity.provisionAccount deletes the new
//   account again, so the admin can simply retry. Should that deletion fail too, the account stays
//   without a profile; it is harmless (sync_my_profile gives an unknown account a company-less client
//   profile that sees no data, or links a prepared profile by verified e-mail) and the error says so.
// - the invitation e-mail fails: the user exists; the admin resends it from the list.
import { useMutation } from '@tanstack/react-query';

import { identity } from '@/lib/firebase';
import { supabase } from '@/lib/supabase';

import { generatePassword } from '../utils/password';
import { uniqueClash, userErrors, type UserClash } from '../utils/user-errors';
import { profileFields, type UserFormOutput } from '../utils/user-form';
import { findUserClash } from './find-user-clash';
import { userKeys } from './keys';
import { sendInvitation } from './send-invitation';

/** A field of the form holds a value someone else has; shown under that field. */
export class UserFieldError extends Error {
  constructor(readonly clash: UserClash) {
    super(clash.message);
  }
}

export interface CreateUserResult {
  /** Shown once to the admin when the access is a temporary password. */
  temporaryPassword: string | null;
  invitationSent: boolean;
}

export async function createUser(user: UserFormOutput): Promise<CreateUserResult> {
  const fields = profileFields(user);
  const clash = await findUserClash({ email: user.email, username: user.username, curp: fields.curp });
  if (clash) throw new UserFieldError(clash);

  const temporary = user.access === 'temporary';
  const password = temporary ? user.temporaryPassword || generatePassword() : generatePassword();
  try {
    await identity.provisionAccount(user.email, password, async (uid) => {
      const { error } = await supabase.from('profiles').insert({
        ...fields,
        email: user.email,
        firebase_uid: uid,
        active: true,
        must_change_password: temporary,
      });
      if (!error) return;
      const insertClash = uniqueClash(error);
      throw insertClash ? new UserFieldError(insertClash) : new Error(userErrors.profileFailed(error));
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/email-already-in-use') {
      throw new UserFieldError({ field: 'email', message: userErrors.accountExists });
    }
    throw error;
  }

  if (temporary) return { temporaryPassword: password, invitationSent: false };
  const invitationSent = await sendInvitation(user).then(
    () => true,
    () => false,
  );
  return { temporaryPassword: null, invitationSent };
}

export const useCreateUser = () =>
  useMutation({
    mutationFn: createUser,
    meta: {
      invalidates: [userKeys.all, ['companies']],
      successToast: {
        title: 'Usuario creado',
        description: (data, input) => {
          const { email } = input as UserFormOutput;
          const result = data as CreateUserResult;
          if (result.temporaryPassword) return `${email} deberá cambiar su contraseña al iniciar sesión.`;
          return result.invitationSent ? `Se envió la invitación a ${email}.` : userErrors.invitationFailed;
        },
      },
    },
  });
