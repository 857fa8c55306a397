// The invitation is Firebase's password-reset e-mail: the person follows it, picks a password on
// /reset-password and continues to the sign-in page.
import { useMutation } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { identity } from '@/lib/firebase';

export const invitationContinueUrl = () => `${window.location.origin}${paths.login.getHref()}`;

export async function sendInvitation(user: { email: string }): Promise<void> {
  await identity.sendPasswordResetEmail(user.email, invitationContinueUrl());
}

export const useSendInvitation = () =>
  useMutation({
    mutationFn: sendInvitation,
    meta: {
      successToast: {
        title: 'Invitación enviada',
        description: (_data, user) => `Se envió la invitación a ${(user as { email: string }).email}.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo enviar la invitación. Inténtalo de nuevo.' },
    },
  });
