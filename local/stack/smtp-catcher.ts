// The local SMTP server the functions send through: on 127.0.0.1, without TLS, it accepts any sender, any
// recipient and any login (or none), parses each message and keeps it in memory for the local mailbox.
// On demand it refuses mail, so a test can show what the portal does when the mail server is down.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

import { findLinks } from './mail-links';

export interface CaughtMail {
  id: string;
  /** The envelope's recipients (RCPT TO), Bcc included. */
  to: string[];
  /** The user the sender logged in as, null without a login. */
  user: string | null;
  /** The From header, or the envelope's sender when the message has none. */
  from: string;
  subject: string;
  /** The plain-text body; mailparser derives it from the HTML when the message has only HTML. */
  text: string;
  html: string | null;
  /** The distinct http(s) links of the HTML and the text. */
  links: string[];
  /** When the catcher stored the message (ISO 8601). */
  receivedAt: string;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  /** The caught messages, newest first. */
  messages(): CaughtMail[];
  /** Refuses the next `count` messages at MAIL FROM with 451 (a temporary local error). */
  failNext(count: number): void;
  /** false: every new connection is greeted with 421 and closed, as by a server that is down. */
  setAvailable(available: boolean): void;
  /**
   * Runs before each message is timestamped and stored (the mailbox uses it to note which emulator
   * e-mails already existed). Its failure does not stop the message. One hook at a time; undefined clears it.
   */
  beforeStore(hook: (() => Promise<void>) | undefined): void;
  close(): Promise<void>;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

function envelopeSender(session: SMTPServerSession): string {
  return session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
}

function toCaughtMail(parsed: ParsedMail, session: SMTPServerSession): CaughtMail {
  const html = typeof parsed.html === 'string' ? parsed.html : null;
  const text = parsed.text ?? '';
  return {
    id: randomUUID(),
    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    user: typeof session.user === 'string' ? session.user : null,
    from: parsed.from?.text || envelopeSender(session),
    subject: parsed.subject ?? '',
    text,
    html,
    links: findLinks(html, text),
    receivedAt: new Date().toISOString(),
  };
}

export async function startSmtpCatcher(opts: { port: number }): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  let available = true;
  let failures = 0;
  let hook: (() => Promise<void>) | undefined;

  const server = new SMTPServer({
    name: '127.0.0.1',
    banner: 'Portal de Clientes: SMTP local',
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: 25 * 1024 * 1024,
    // Ctrl-C must not wait for a client's pooled connection to end on its own.
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      callback(available ? null : refusal(421, 'Servidor de correo local no disponible (simulado)'));
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonimo' });
    },
    onMailFrom(_address, _session, callback) {
      if (failures === 0) return callback();
      failures -= 1;
      callback(refusal(451, 'Correo rechazado temporalmente (simulado)'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await hook?.().catch(() => undefined);
          caught.push(toCaughtMail(parsed, session));
          callback();
        })
        .catch((error: Error) => callback(refusal(451, `No se pudo leer el mensaje: ${error.message}`)));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client's broken connection must not bring the stack down.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages: () => caught.toReversed(),
    failNext: (count) => {
      failures = Math.max(0, Math.floor(count));
    },
    setAvailable: (value) => {
      available = value;
    },
    beforeStore: (next) => {
      hook = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
