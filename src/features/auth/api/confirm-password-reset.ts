// Sets the new password of a reset link. A failure is shown in the form (the link may have expired
// meanwhile), so only success is a toast.
import { useMutation } from '@tanstack/react-query';

import { identity } from '@/lib/firebase';

export interface ConfirmPasswordResetInput {
  oobCode: string;
  password: string;
}

export async function confirmPasswordReset({ oobCode, password }: ConfirmPasswordResetInput) {
  await identity.confirmPasswordReset(oobCode, password);
}

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: confirmPasswordReset,
    meta: {
      writes: [],
      successToast: {
        title: 'Contraseña actualizada',
        description: 'Tu contraseña ha sido actualizada exitosamente.',
      },
    },
  });
