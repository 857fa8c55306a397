// Changes the signed-in user's password (re-authenticating first unless the change is forced) and
// clears must_change_password; both outcomes reach the person as toasts through the query client.
import { useMutation } from '@tanstack/react-query';

import { useAuth } from '@/lib/auth/auth-context';
import type { ChangePasswordInput } from '@/lib/auth/types';
import { passwordChangeErrors, passwordChangeErrorText } from '@/lib/errors';

export function useChangePassword() {
  const { user, changePassword } = useAuth();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      if (!user) throw new Error(passwordChangeErrors.notAuthenticated);
      await changePassword(input);
    },
    meta: {
      writes: ['profiles'],
      successToast: {
        title: 'Contraseña actualizada',
        description: 'Tu contraseña ha sido actualizada exitosamente.',
      },
      errorToast: { title: passwordChangeErrors.title, description: passwordChangeErrorText },
    },
  });
}
