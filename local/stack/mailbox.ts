// The local mailbox: an HTML page (es-MX) listing, newest first, the emails the Auth Emulator would have
// sent and the messages the SMTP catcher caught; GET /api/emails (optionally ?email=...) returns the same
// list as JSON for tests, and /messages/<id>.html shows a caught message's own HTML, sandboxed.
// POST /api/smtp {"available": false} makes the catcher refuse mail (a mail server that is down) until it
// is set back to true: how a person or a test sees what the portal does then.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { MailboxReader, mergeEmails, sentTo, toSmtpEmail, type MailboxEntry } from './mailbox-data';
import { MESSAGE_CSP, PAGE_CSP, renderMessage, renderPage } from './mailbox-page';
import type { SmtpCatcher } from './smtp-catcher';

export interface MailboxOptions {
  port: number; // 0 = ephemeral
  emulatorUrl: string;
  projectId: string;
  appUrl: string;
  /** The SMTP catcher whose messages the mailbox lists beside the emulator's. */
  smtp?: SmtpCatcher;
}

export interface Mailbox {
  url: string;
  close: () => Promise<void>;
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const MESSAGE_PATH = /^\/messages\/([\w-]+)\.html$/;

function send(res: ServerResponse, status: number, type: string, body: string, headers = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}

export async function startMailbox(opts: MailboxOptions): Promise<Mailbox> {
  const reader = new MailboxReader(opts.emulatorUrl, opts.projectId, opts.appUrl);
  const smtpEmails = () => (opts.smtp?.messages() ?? []).map((mail) => toSmtpEmail(mail, opts.appUrl));
  // Before the catcher stores a message, the emulator's emails of that moment get their first-seen time,
  // so an older emulator email is not listed above the message.
  opts.smtp?.beforeStore(() => reader.list(AbortSignal.timeout(2_000)).then(() => undefined));

  async function answer(url: URL, res: ServerResponse, req: IncomingMessage): Promise<void> {
    if (url.pathname === '/api/smtp' && req.method === 'POST') {
      if (!opts.smtp) return send(res, 404, 'text/plain; charset=utf-8', 'Sin servidor SMTP local');
      const body = JSON.parse((await text(req)) || '{}') as { available?: unknown };
      if (typeof body.available !== 'boolean') {
        return send(res, 400, 'text/plain; charset=utf-8', 'Se espera {"available": true|false}');
      }
      opts.smtp.setAvailable(body.available);
      return send(res, 200, 'application/json', JSON.stringify({ available: body.available }));
    }
    const message = MESSAGE_PATH.exec(url.pathname);
    if (message) {
      const mail = smtpEmails().find((m) => m.id === message[1]);
      if (!mail) return send(res, 404, 'text/plain; charset=utf-8', 'No encontrado');
      const headers = { 'Content-Security-Policy': MESSAGE_CSP, 'Referrer-Policy': 'no-referrer' };
      return send(res, 200, 'text/html; charset=utf-8', renderMessage(mail), headers);
    }
    if (url.pathname !== '/' && url.pathname !== '/api/emails') {
      return send(res, 404, 'text/plain; charset=utf-8', 'No encontrado');
    }
    let all: MailboxEntry[];
    let error: string | undefined;
    try {
      all = mergeEmails(await reader.list(), smtpEmails());
    } catch (err) {
      error = (err as Error).message;
      all = mergeEmails([], smtpEmails());
    }
    if (url.pathname === '/') {
      const page = renderPage(all, { smtp: Boolean(opts.smtp), error });
      return send(res, error ? 502 : 200, 'text/html; charset=utf-8', page, {
        'Content-Security-Policy': PAGE_CSP,
      });
    }
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (error) return send(res, 502, 'application/json', JSON.stringify({ error }), cors);
    const only = url.searchParams.get('email');
    const emails = only ? all.filter((entry) => sentTo(entry, only)) : all;
    send(res, 200, 'application/json', JSON.stringify({ emails }), cors);
  }

  const server = createServer((req, res) => {
    void answer(new URL(req.url ?? '/', 'http://localhost'), res, req).catch((err: Error) =>
      send(res, 500, 'text/plain; charset=utf-8', `Error del buzón: ${err.message}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(opts.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      opts.smtp?.beforeStore(undefined);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
