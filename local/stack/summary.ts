// The box printed once everything is up: where each service answers and how to sign in.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './firebase-accounts';

export interface SummaryUrls {
  app: string;
  api: string;
  auth: string;
  functions: string;
  mailbox: string;
  smtp: string;
}

export function summaryBox(urls: SummaryUrls): string {
  const lines = [
    'Portal de Clientes: entorno local listo',
    '',
    `Portal (app)        ${urls.app}`,
    `API (Supabase)      ${urls.api}`,
    `Auth Emulator       ${urls.auth}`,
    `Functions Emulator  ${urls.functions}`,
    `Buzón local         ${urls.mailbox} (SMTP ${urls.smtp})`,
    '',
    `Cuentas demo (contraseña ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.username.padEnd(12)} ${a.description}`),
    '',
    'Ctrl-C para detener (las cuentas del emulador se guardan en .local-data/).',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((l) => `│ ${l.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ].join('\n');
}
