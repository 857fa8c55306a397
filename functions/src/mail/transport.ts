// The mail transport: nodemailer over SMTP with the settings of config.ts. Locally the stack's SMTP
// catcher answers (local/stack/smtp-catcher.ts) and its messages appear in the local mailbox.
import nodemailer from 'nodemailer';

import type { Mailer } from './types';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when offered. */
  secure: boolean;
  user: string;
  password: string;
  from: string;
  /**
   * Keeps up to 4 connections open and sends message after message over them (the notification sender,
   * hundreds of e-mails a run); close() ends them. Otherwise each message opens its own connection.
   */
  pool?: boolean;
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    ...(settings.pool ? { pool: true as const, maxConnections: 4 } : {}),
    // A server that does not answer must not hold the admin's request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
