// 'Reenviar Invitación': the `sendinvitation` function makes a new password-setting link and e-mails it
// (in Spanish, from the provider). A user who is deactivated, or a mail server that is down, gets the
// server's Spanish reason in the toast.
import { useMutation } from '@tanstack/react-query';

import { callFunction } from '@/lib/functions';

export async function sendInvitation(user: { id: string; email: string }): Promise<void> {
  await callFunction('sendinvitation', { profileId: user.id });
}

export const useSendInvitation = () =>
  useMutation({
    mutationFn: sendInvitation,
    meta: {
      writes: [],
      successToast: {
        title: 'Invitación enviada',
        description: (_data, user) => `Se envió la invitación a ${(user as { email: string }).email}.`,
      },
      errorToast: {
        title: 'No se pudo enviar la invitación',
        description: (error) => (error as Error).message,
      },
    },
  });
