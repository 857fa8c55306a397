// The 'forgot password' request. The success text never says whether the address is registered.
import { useMutation } from '@tanstack/react-query';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loadIdentity } from '@/lib/auth/identity-loader';
import { resetRequestErrorText, resetRequestTexts } from '@/lib/errors';

export async function sendResetEmail(email: string): Promise<void> {
  // On the local stack the emulator's link continues to this app's own account-action screen.
  const continueUrl = env.localStack
    ? `${window.location.origin}${paths.resetPassword.getHref()}`
    : undefined;
  // Firebase is loaded on demand: the login page that offers this link paints without it.
  await (await loadIdentity()).sendPasswordResetEmail(email, continueUrl);
}

export const useSendResetEmail = () =>
  useMutation({
    mutationFn: sendResetEmail,
    meta: {
      writes: [],
      successToast: { title: 'Correo enviado', description: resetRequestTexts.success },
      errorToast: { title: 'Error', description: resetRequestErrorText },
    },
  });
