import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invitationMail } from '../../functions/src/mail/invitation';
import { startMailbox, type Mailbox } from '../../local/stack/mailbox';
import {
  sentTo,
  type EmulatorOobCode,
  type MailboxEntry,
  type SmtpEmail,
} from '../../local/stack/mailbox-data';
import { startSmtpCatcher, type SmtpCatcher } from '../../local/stack/smtp-catcher';

// The SMTP catcher and the mailbox together: mail sent with nodemailer (as the functions send it) appears in
// the mailbox's JSON and page beside the Auth Emulator's emails, which a small HTTP server stands in for.
const APP_URL = 'http://localhost:5173';
const PROJECT = 'demo-test';
const oobCodes: EmulatorOobCode[] = [];
let emulator: Server;
let catcher: SmtpCatcher;
let mailbox: Mailbox;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  emulator = createServer((req, res) => {
    const known = req.url === `/emulator/v1/projects/${PROJECT}/oobCodes`;
    res.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(known ? { oobCodes } : {}));
  });
  const emulatorUrl = await listen(emulator);
  catcher = await startSmtpCatcher({ port: 0 });
  mailbox = await startMailbox({ port: 0, emulatorUrl, projectId: PROJECT, appUrl: APP_URL, smtp: catcher });
});
afterAll(async () => {
  await mailbox?.close();
  await catcher?.close();
  await new Promise((resolve) => emulator?.close(resolve));
});

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@portal.demo`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function transport(smtp: SmtpCatcher, auth?: { user: string; pass: string }) {
  return createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, auth });
}

/** What the Auth Emulator records for a link made with the Admin SDK or by a reset request. */
function emulatorCode(email: string, oobCode: string = randomUUID()): EmulatorOobCode {
  const oobLink = `http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=es&oobCode=${oobCode}&apiKey=demo`;
  return { email, requestType: 'PASSWORD_RESET', oobCode, oobLink };
}

function portalLink(oobCode: string): string {
  const link = new URL('/reset-password', APP_URL);
  link.searchParams.set('mode', 'resetPassword');
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('continueUrl', `${APP_URL}/login`);
  return link.toString();
}

async function emails(email?: string): Promise<MailboxEntry[]> {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  const res = await fetch(`${mailbox.url}/api/emails${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { emails: MailboxEntry[] }).emails;
}

const smtpOnly = (entries: MailboxEntry[]) => entries.filter((m): m is SmtpEmail => m.source === 'smtp');

describe.shuffle('the SMTP catcher in the mailbox', () => {
  it('lists a message sent without a login: recipient, text, HTML, links and the portal link', async () => {
    const to = address('sin-login');
    const link = portalLink('codigo-sin-login');
    await transport(catcher).sendMail({
      from: 'Portal <no-responder@portal.demo>',
      to,
      subject: 'Aviso con acentos: añadir contraseña',
      text: `Hola:\nElige tu contraseña en ${link}.\nAyuda: https://ayuda.portal.demo/faq`,
      html: `<p><a href="${link.replaceAll('&', '&amp;')}">Elegir</a> <a href="mailto:x@portal.demo">x</a></p>`,
    });

    const [mail] = await emails(to);
    expect(mail).toMatchObject({
      source: 'smtp',
      email: to,
      to: [to],
      from: '"Portal" <no-responder@portal.demo>',
      subject: 'Aviso con acentos: añadir contraseña',
      links: [link, 'https://ayuda.portal.demo/faq'],
      appLink: link,
      mode: 'resetPassword',
      oobCode: 'codigo-sin-login',
    });
    const smtp = mail as SmtpEmail;
    expect(smtp.text).toContain('Elige tu contraseña en');
    expect(smtp.html).toContain('Elegir</a>');
    expect(smtp.htmlPath).toBe(`/messages/${smtp.id}.html`);
    expect(Date.now() - Date.parse(smtp.receivedAt)).toBeLessThan(60_000);
    expect(catcher.messages().find((m) => m.id === smtp.id)?.user).toBeNull();
  });

  it('accepts a login with any user and password', async () => {
    const to = address('con-login');
    const sent = transport(catcher, { user: 'funciones', pass: 'lo-que-sea' });
    await expect(sent.verify()).resolves.toBe(true);
    await sent.sendMail({ from: 'no-responder@portal.demo', to, subject: 'Con login', text: 'Hola' });

    const [mail] = smtpOnly(await emails(to));
    expect(mail).toMatchObject({ email: to, subject: 'Con login', html: null, links: [], appLink: null });
    expect(catcher.messages().find((m) => m.id === mail.id)?.user).toBe('funciones');
  });

  it("shows the functions' invitation instead of the emulator's copy of its code, newest first", async () => {
    const to = address('invitada');
    const olderReset = emulatorCode(to);
    const invitationCode = emulatorCode(to);
    oobCodes.push(olderReset, invitationCode);
    const provider = {
      name: 'Servicios Demo',
      email: 'ayuda@demo.mx',
      phone: '55 1234 5678',
      portalUrl: APP_URL,
    };
    const link = portalLink(invitationCode.oobCode);
    await transport(catcher, { user: 'funciones', pass: 'x' }).sendMail({
      from: 'Servicios Demo <no-responder@demo.mx>',
      ...invitationMail({ to, fullName: 'Ana Pérez', link, provider }),
    });
    // A reset the person asks for afterwards (later than the message, by a clear margin).
    await sleep(20);
    const newerReset = emulatorCode(to);
    oobCodes.push(newerReset);

    const list = await emails(to);
    expect(list.map((m) => [m.source, m.oobCode])).toEqual([
      ['emulator', newerReset.oobCode],
      ['smtp', invitationCode.oobCode],
      ['emulator', olderReset.oobCode],
    ]);
    const invitation = list[1] as SmtpEmail;
    expect(invitation.subject).toBe('Tu acceso al Portal de Clientes de Servicios Demo');
    expect(invitation.appLink).toBe(link);
    // The button and the copy-this-link line, the portal's address; the mailto: link is left out.
    expect(invitation.links).toEqual([link, `${APP_URL}/`]);

    const page = await (await fetch(mailbox.url)).text();
    const at = (text: string) => page.indexOf(text);
    expect(at(newerReset.oobCode)).toBeGreaterThan(0);
    expect(at(`href="${link.replaceAll('&', '&amp;')}"`)).toBeGreaterThan(at(newerReset.oobCode));
    expect(at(olderReset.oobCode)).toBeGreaterThan(at(invitation.subject));
    expect(page).not.toContain(`<code>${invitationCode.oobCode}</code>`);
    expect(page).toContain(`href="${invitation.htmlPath}"`);
    expect(page).toContain('los que las funciones enviaron por SMTP');
  });

  it('serves the HTML of a message sandboxed, and its text when it has no HTML', async () => {
    const to = address('html');
    const html = '<p>Hola <script>alert(1)</script><a href="https://portal.demo/">portal</a></p>';
    await transport(catcher).sendMail({ from: 'a@portal.demo', to, subject: 'HTML', html });
    await transport(catcher).sendMail({ from: 'a@portal.demo', to, subject: 'Texto', text: 'Solo <texto>' });
    const [textOnly, withHtml] = smtpOnly(await emails(to));

    const res = await fetch(`${mailbox.url}${withHtml.htmlPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^sandbox allow-popups allow-popups-to-escape-sandbox;/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|allow-scripts/);
    expect(await res.text()).toContain(html);

    const plain = await (await fetch(`${mailbox.url}${textOnly.htmlPath}`)).text();
    expect(plain).toContain('Solo &lt;texto&gt;');
    expect((await fetch(`${mailbox.url}/messages/${randomUUID()}.html`)).status).toBe(404);
  });

  it('refuses mail while unavailable (421) and the next messages asked for (451)', async () => {
    const to = address('caido');
    const send = (subject: string) =>
      transport(catcher).sendMail({ from: 'a@portal.demo', to, subject, text: 'Hola' });
    catcher.setAvailable(false);
    try {
      await expect(send('Caído')).rejects.toMatchObject({ responseCode: 421 });
    } finally {
      catcher.setAvailable(true);
    }
    catcher.failNext(2);
    await expect(send('Falla 1')).rejects.toMatchObject({ responseCode: 451 });
    await expect(send('Falla 2')).rejects.toMatchObject({ responseCode: 451 });
    await send('Entregado');
    expect((await emails(to)).map((m) => m.subject)).toEqual(['Entregado']);
  });

  it('filters by recipient, any of a message and ignoring case, across both kinds', async () => {
    const [first, second] = [address('uno'), address('dos')];
    oobCodes.push(emulatorCode(second));
    await transport(catcher).sendMail({
      from: 'a@portal.demo',
      to: [first, second],
      subject: 'A dos',
      text: '.',
    });

    expect((await emails(first.toUpperCase())).map((m) => m.subject)).toEqual(['A dos']);
    expect((await emails(second)).map((m) => m.source)).toEqual(['smtp', 'emulator']);
    const everyone = await emails();
    expect(everyone.filter((m) => sentTo(m, first) || sentTo(m, second))).toHaveLength(2);
  });
});

describe('the mailbox when the Auth Emulator cannot be read', () => {
  it('answers 502 in JSON and still shows the caught messages on the page', async () => {
    const smtp = await startSmtpCatcher({ port: 0 });
    const down = createServer();
    const downUrl = await listen(down);
    await new Promise((resolve) => down.close(resolve));
    const box = await startMailbox({
      port: 0,
      emulatorUrl: downUrl,
      projectId: PROJECT,
      appUrl: APP_URL,
      smtp,
    });
    try {
      // The catcher stores the message even though the mailbox's look at the emulator fails.
      await transport(smtp).sendMail({
        from: 'a@portal.demo',
        to: 'b@portal.demo',
        subject: 'Aún llega',
        text: '.',
      });
      const res = await fetch(`${box.url}/api/emails`);
      expect(res.status).toBe(502);
      expect(await res.json()).toHaveProperty('error');
      const page = await fetch(box.url);
      expect(page.status).toBe(502);
      const html = await page.text();
      expect(html).toContain('No se pudo leer el emulador de autenticación');
      expect(html).toContain('Aún llega');
    } finally {
      await box.close();
      await smtp.close();
    }
  });
});
