// The 'forgot password' request. The success text never says whether the address is registered.
import { useMutation } from '@tanstack/react-query';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { resetRequestErrorText, resetRequestTexts } from '@/lib/errors';
import { identity } from '@/lib/firebase';

export async function sendResetEmail(email: string): Promise<void> {
  // On the local stack the emulator's link continues to this app's own account-action screen.
  const continueUrl = env.localStack
    ? `${window.location.origin}${paths.resetPassword.getHref()}`
    : undefined;
  await identity.sendPasswordResetEmail(email, continueUrl);
}

export const useSendResetEmail = () =>
  useMutation({
    mutationFn: sendResetEmail,
    meta: {
      successToast: { title: 'Correo enviado', description: resetRequestTexts.success },
      errorToast: { title: 'Error', description: resetRequestErrorText },
    },
  });
