// The notification sender of the Cloud Functions (functions/src/notifications) run by a test for one
// person: their pending notifications go out as one e-mail through the stack's SMTP catcher (the local
// mailbox), and nobody else's (other files' people keep theirs). The scheduled function does the same
// for everyone.
import { smtpMailer } from '../../../functions/src/mail/transport';
import { senderData } from '../../../functions/src/notifications/sender-data';
import { runSender, type SenderReport } from '../../../functions/src/notifications/sender';
import type { StackInfo } from './stack-info';

export function sendNotificationsOf(stack: StackInfo, profileId: string): Promise<SenderReport> {
  const mailer = smtpMailer({
    host: '127.0.0.1',
    port: stack.smtpPort,
    secure: false,
    user: '',
    password: '',
    from: 'Portal de Clientes <no-responder@portal.demo>',
  });
  return runSender(
    {
      data: senderData({ url: stack.apiUrl, anonKey: stack.anonKey }, stack.serviceKey),
      mailer,
      provider: {
        name: 'Servicios Integrales del Portal',
        email: 'contacto@portal.demo',
        phone: '55 0000 0000',
        portalUrl: stack.appUrl,
      },
    },
    { mode: 'immediate', windowSeconds: 0, profileId },
  );
}
