// Editing a user: every form field except the e-mail and uid (the e-mail, activation and the account
// itself change through the account functions: account-lifecycle.ts). The profile row is written through
// the API with the version the form loaded; a stale one is refused (StaleWriteError).
import { useMutation } from '@tanstack/react-query';

import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { userWriteErrorText } from '../utils/user-errors';
import { profileFields, type UserFormOutput } from '../utils/user-form';
import { UserFieldError } from './create-user';
import { findUserClash } from './find-user-clash';

export interface UpdateUserInput {
  id: string;
  user: UserFormOutput;
  /** The updated_at the form loaded. */
  version: string | null;
}

export async function updateUser({ id, user, version }: UpdateUserInput): Promise<void> {
  const fields = profileFields(user);
  const clash = await findUserClash({
    email: user.email,
    username: user.username,
    curp: fields.curp,
    exceptId: id,
  });
  if (clash) throw new UserFieldError(clash);
  const { error } = await supabase.from('profiles').update(withVersion(fields, version)).eq('id', id);
  if (!error) return;
  await throwIfStale(error, 'profiles', id);
  throw new Error(userWriteErrorText(error));
}

export const useUpdateUser = () =>
  useMutation({
    mutationFn: updateUser,
    meta: {
      writes: ['profiles'],
      successToast: {
        title: 'Usuario actualizado',
        description: (_data, input) => `${(input as { user: UserFormOutput }).user.email} se guardó.`,
      },
    },
  });
