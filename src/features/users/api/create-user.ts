// Creating a user happens on the server (the `createuser` function): its Firebase account with the claim
// Supabase needs and its profile, in one operation that leaves nothing half-made, then the way in: an
// invitation e-mail, or a temporary password shown once with the forced change at first sign-in.
// A taken e-mail, username or CURP comes back under its field; an invitation that could not go leaves the
// user created (the admin resends it from the list). The form's id goes with every attempt: a retry of a
// create that went through answers for the user it made.
import { useMutation } from '@tanstack/react-query';

import { callFunction, FunctionError } from '@/lib/functions';

import { userErrors } from '../utils/user-errors';
import type { UserFormOutput } from '../utils/user-form';

const FORM_FIELDS = [
  'email',
  'username',
  'curp',
  'companyId',
  'temporaryPassword',
  'givenNames',
  'lastNamePaternal',
  'lastNameMaternal',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** A field of the form holds a value refused (taken, or gone); shown under that field. */
export class UserFieldError extends Error {
  constructor(readonly clash: { field: FormField; message: string }) {
    super(clash.message);
  }
}

/** A server refusal that names a form field, as a UserFieldError; anything else unchanged. */
export function asFieldError(error: unknown): unknown {
  if (error instanceof FunctionError && (FORM_FIELDS as readonly string[]).includes(error.field ?? '')) {
    return new UserFieldError({ field: error.field as FormField, message: error.message });
  }
  return error;
}

export interface CreateUserResult {
  profileId: string;
  /** Shown once to the admin when the access is a temporary password. */
  temporaryPassword: string | null;
  invitationSent: boolean;
}

/** The form's values and its id for this submission, the same on every attempt (see the function). */
export type CreateUserInput = UserFormOutput & { requestId: string };

export async function createUser(user: CreateUserInput): Promise<CreateUserResult> {
  try {
    return await callFunction<CreateUserInput, CreateUserResult>('createuser', user);
  } catch (error) {
    throw asFieldError(error);
  }
}

export const useCreateUser = () =>
  useMutation({
    mutationFn: createUser,
    meta: {
      writes: ['profiles'],
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
