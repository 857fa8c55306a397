// 'Reenviar': the database queues a new e-mail that repeats the given one (resend_of), to be sent by the
// sender at its next run; admins only (the function checks it).
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { NotificationEmail } from './get-notification-emails';

/** The id of the new e-mail. */
export async function resendNotificationEmail(
  email: Pick<NotificationEmail, 'id' | 'email'>,
): Promise<string> {
  const { data, error } = await supabase.rpc('resend_notification_email', { p_email_id: email.id });
  if (error) throw error;
  return data;
}

export const useResendNotificationEmail = () =>
  useMutation({
    mutationFn: resendNotificationEmail,
    meta: {
      writes: ['notification_emails'],
      successToast: {
        title: 'Correo en cola para reenviarse',
        description: (_data, email) => `Se enviará de nuevo a ${(email as NotificationEmail).email}.`,
      },
      errorToast: { title: 'No se pudo reenviar el correo' },
    },
  });
