// The local mailbox: an HTML page (es-MX) listing the emails the Auth Emulator would have sent, newest
// first, and GET /api/emails (optionally ?email=...) returning the same list as JSON for tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { MailboxReader, type MailboxEmail } from './mailbox-data';

export interface MailboxOptions {
  port: number; // 0 = ephemeral
  emulatorUrl: string;
  projectId: string;
  appUrl: string;
}

export interface Mailbox {
  url: string;
  close: () => Promise<void>;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function renderEmail(mail: MailboxEmail): string {
  const when = new Date(mail.receivedAt).toLocaleString('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return `<li>
  <p class="meta">Para <strong>${escape(mail.email)}</strong> · ${escape(when)}</p>
  <h2>${escape(mail.subject)}</h2>
  <p><a href="${escape(mail.appLink)}">Abrir en el portal</a></p>
  <p class="small">Código: <code>${escape(mail.oobCode)}</code></p>
</li>`;
}

function renderBody(emails: MailboxEmail[], error?: string): string {
  if (error) return `<p class="error">No se pudo leer el emulador de autenticación: ${escape(error)}</p>`;
  if (emails.length === 0) {
    return '<p>Aún no hay correos. Solicita un restablecimiento de contraseña en el portal y aparecerá aquí.</p>';
  }
  return `<ul>${emails.map(renderEmail).join('\n')}</ul>`;
}

export function renderPage(emails: MailboxEmail[], error?: string): string {
  const body = renderBody(emails, error);
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Buzón local · Portal de Clientes</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
ul{list-style:none;padding:0}li{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:.75rem 0}
h2{font-size:1.1rem;margin:.25rem 0}.meta,.small{color:#6b7280;font-size:.875rem;margin:0}
.error{color:#b91c1c}code{word-break:break-all}</style></head>
<body><h1>Buzón local</h1>
<p>Correos que el emulador de Firebase Auth habría enviado (el más reciente primero). Esta página se actualiza sola.</p>
${body}</body></html>`;
}

export async function startMailbox(opts: MailboxOptions): Promise<Mailbox> {
  const reader = new MailboxReader(opts.emulatorUrl, opts.projectId, opts.appUrl);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void reader
      .list()
      .then((all) => {
        if (url.pathname === '/api/emails') {
          const only = url.searchParams.get('email')?.toLowerCase();
          const emails = only ? all.filter((m) => m.email.toLowerCase() === only) : all;
          res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
          res.end(JSON.stringify({ emails }));
        } else if (url.pathname === '/') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(renderPage(all));
        } else {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('No encontrado');
        }
      })
      .catch((err: Error) => {
        const json = url.pathname === '/api/emails';
        res.writeHead(502, { 'Content-Type': json ? 'application/json' : 'text/html; charset=utf-8' });
        res.end(json ? JSON.stringify({ error: err.message }) : renderPage([], err.message));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(opts.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
