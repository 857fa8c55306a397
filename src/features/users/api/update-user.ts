// Editing a user: every form field except the e-mail and uid. Activation has its own mutation.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { userWriteErrorText } from '../utils/user-errors';
import { profileFields, type UserFormOutput } from '../utils/user-form';
import { UserFieldError } from './create-user';
import { findUserClash } from './find-user-clash';
import { userKeys } from './keys';

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
      invalidates: [userKeys.all, ['companies']],
      successToast: {
        title: 'Usuario actualizado',
        description: (_data, input) => `${(input as { user: UserFormOutput }).user.email} se guardó.`,
      },
    },
  });

export async function setUserActive({ id, active }: { id: string; email: string; active: boolean }) {
  const { error } = await supabase.from('profiles').update({ active }).eq('id', id);
  if (error) throw new Error(userWriteErrorText(error));
}

export const useSetUserActive = () =>
  useMutation({
    mutationFn: setUserActive,
    meta: {
      invalidates: [userKeys.all],
      successToast: {
        title: 'Usuario actualizado',
        description: (_data, input) => {
          const { email, active } = input as { email: string; active: boolean };
          return active ? `${email} puede volver a entrar.` : `${email} ya no tiene acceso a ningún dato.`;
        },
      },
      errorToast: { title: 'No se pudo cambiar el estado', description: (error) => (error as Error).message },
    },
  });
