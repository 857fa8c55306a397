// Editing a user: every form field except the e-mail and uid (the e-mail, activation and the account
// itself change through the account functions: account-lifecycle.ts).
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { userWriteErrorText } from '../utils/user-errors';
import { profileFields, type UserFormOutput } from '../utils/user-form';
import { UserFieldError } from './create-user';
import { findUserClash } from './find-user-clash';

export async function updateUser({ id, user }: { id: string; user: UserFormOutput }): Promise<void> {
  const fields = profileFields(user);
  const clash = await findUserClash({
    email: user.email,
    username: user.username,
    curp: fields.curp,
    exceptId: id,
  });
  if (clash) throw new UserFieldError(clash);
  const { error } = await supabase.from('profiles').update(fields).eq('id', id);
  if (error) throw new Error(userWriteErrorText(error));
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
