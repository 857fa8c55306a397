// The mailbox's HTML (es-MX): the list of e-mails, newest first, and the page that shows a caught message's
// own HTML. That HTML comes from the sender, so it is served under MESSAGE_CSP: a sandbox with no scripts,
// no forms and nothing loaded from elsewhere; its links still open.
import type { MailboxEmail, MailboxEntry, SmtpEmail } from './mailbox-data';

export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";
export const MESSAGE_CSP = `sandbox allow-popups allow-popups-to-escape-sandbox; ${PAGE_CSP}; img-src data:`;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'medium' });

function renderEmulatorEmail(mail: MailboxEmail): string {
  return `<li class="mail">
  <p class="meta">Para <strong>${escape(mail.email)}</strong> · ${escape(formatWhen(mail.receivedAt))} · emulador de Auth</p>
  <h2>${escape(mail.subject)}</h2>
  <p><a href="${escape(mail.appLink)}">Abrir en el portal</a></p>
  <p class="small">Código: <code>${escape(mail.oobCode)}</code></p>
</li>`;
}

function renderSmtpEmail(mail: SmtpEmail): string {
  const portal = mail.appLink ? `<p><a href="${escape(mail.appLink)}">Abrir en el portal</a></p>` : '';
  // findLinks keeps only http(s) links, so each one is safe in an href.
  const links = mail.links.map((link) => `<li><a href="${escape(link)}">${escape(link)}</a></li>`);
  return `<li class="mail">
  <p class="meta">Para <strong>${escape(mail.to.join(', '))}</strong> · ${escape(formatWhen(mail.receivedAt))} · SMTP, de ${escape(mail.from)}</p>
  <h2>${escape(mail.subject)}</h2>
  ${portal}
  <pre>${escape(mail.text)}</pre>
  ${links.length ? `<p class="small">Enlaces del correo:</p><ul class="links">${links.join('')}</ul>` : ''}
  <p class="small"><a href="${escape(mail.htmlPath)}" target="_blank" rel="noopener">Ver el correo como se envió (HTML)</a></p>
</li>`;
}

const renderEntry = (entry: MailboxEntry) =>
  entry.source === 'smtp' ? renderSmtpEmail(entry) : renderEmulatorEmail(entry);

export interface PageOptions {
  /** Whether the mailbox also lists the SMTP catcher's messages. */
  smtp: boolean;
  /** Why the Auth Emulator's e-mails could not be read. */
  error?: string;
}

export function renderPage(entries: MailboxEntry[], opts: PageOptions): string {
  const intro = opts.smtp
    ? 'Correos del portal en local, el más reciente primero: los que las funciones enviaron por SMTP y los que el emulador de Firebase Auth habría enviado.'
    : 'Correos que el emulador de Firebase Auth habría enviado (el más reciente primero).';
  const error = opts.error
    ? `<p class="error">No se pudo leer el emulador de autenticación: ${escape(opts.error)}</p>`
    : '';
  const empty = opts.smtp
    ? 'Aún no hay correos. Invita a un usuario o solicita un restablecimiento de contraseña en el portal y aparecerá aquí.'
    : 'Aún no hay correos. Solicita un restablecimiento de contraseña en el portal y aparecerá aquí.';
  const list = entries.length ? `<ul>${entries.map(renderEntry).join('\n')}</ul>` : `<p>${empty}</p>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Buzón local · Portal de Clientes</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
ul{list-style:none;padding:0}.mail{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:.75rem 0}
h2{font-size:1.1rem;margin:.25rem 0}.meta,.small{color:#6b7280;font-size:.875rem;margin:0}
.links{margin:.25rem 0;font-size:.875rem}.links a,code{word-break:break-all}
pre{white-space:pre-wrap;max-height:12rem;overflow:auto;background:#f9fafb;padding:.5rem;font-size:.875rem}
.error{color:#b91c1c}</style></head>
<body><h1>Buzón local</h1>
<p>${intro} Esta página se actualiza sola.</p>
${error}${list}</body></html>`;
}

/** A caught message as it was sent: its HTML, or its text when it has none. */
export function renderMessage(mail: SmtpEmail): string {
  if (mail.html) return mail.html;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escape(mail.subject)}</title></head>
<body><pre style="white-space:pre-wrap;font-family:system-ui,sans-serif">${escape(mail.text)}</pre></body></html>`;
}
