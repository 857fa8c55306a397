import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { decodeEntities, findLinks, isPortalLink, oobCodesOf } from '../../local/stack/mail-links';
import { mergeEmails, toSmtpEmail, type MailboxEmail } from '../../local/stack/mailbox-data';
import type { CaughtMail } from '../../local/stack/smtp-catcher';

// The mailbox's pure pieces: the links of a caught message, its entry, and how both kinds merge.
// The catcher and the mailbox running together are tested in smtp-mailbox.test.ts.
const APP_URL = 'http://localhost:5173';

function portalLink(oobCode: string): string {
  const link = new URL('/reset-password', APP_URL);
  link.searchParams.set('mode', 'resetPassword');
  link.searchParams.set('oobCode', oobCode);
  return link.toString();
}

describe('mail links', () => {
  it('decodes the character references of an href', () => {
    expect(decodeEntities('a=1&amp;b=2&#38;c=&#x33;&quot;&unknown;')).toBe('a=1&b=2&c=3"&unknown;');
  });

  it('finds the http(s) links of the HTML, then of the text, once each', () => {
    const html = `<a href="https://a.mx/x?u=1&amp;v=2">a</a><a href='http://b.mx/'>b</a>
      <a href=https://c.mx/>c</a><a href="javascript:alert(1)">j</a><a href="mailto:d@e.mx">m</a>`;
    const text = 'Ver https://a.mx/x?u=1&v=2 y (https://e.mx/ruta). Fin: «https://f.mx/a», ftp://g.mx/';
    expect(findLinks(html, text)).toEqual([
      'https://a.mx/x?u=1&v=2',
      'http://b.mx/',
      'https://c.mx/',
      'https://e.mx/ruta',
      'https://f.mx/a',
    ]);
    expect(findLinks(null, 'sin enlaces')).toEqual([]);
  });

  it('reads the out-of-band codes of links', () => {
    expect(
      oobCodesOf(['https://a.mx/?oobCode=uno&mode=x', 'https://a.mx/', 'https://b.mx/?oobCode=dos']),
    ).toEqual(['uno', 'dos']);
  });

  it('tells the portal links apart, with localhost and 127.0.0.1 as one host', () => {
    expect(isPortalLink('http://localhost:5173/reset-password', 'http://localhost:5173')).toBe(true);
    expect(isPortalLink('http://127.0.0.1:5173/login', 'http://localhost:5173')).toBe(true);
    expect(isPortalLink('http://localhost:4173/login', 'http://localhost:5173')).toBe(false);
    expect(isPortalLink('https://localhost:5173/login', 'http://localhost:5173')).toBe(false);
    expect(isPortalLink('http://portal.demo:5173/login', 'http://localhost:5173')).toBe(false);
  });
});

describe('mailbox entries', () => {
  const caught = (over: Partial<CaughtMail>): CaughtMail => ({
    id: randomUUID(),
    to: ['ana@portal.demo'],
    user: null,
    from: 'no-responder@portal.demo',
    subject: 'Asunto',
    text: '',
    html: null,
    links: [],
    receivedAt: '2025-01-01T10:00:00.000Z',
    ...over,
  });
  const fromEmulator = (oobCode: string, receivedAt: string): MailboxEmail => ({
    source: 'emulator',
    email: 'ana@portal.demo',
    requestType: 'PASSWORD_RESET',
    mode: 'resetPassword',
    subject: 'Restablece tu contraseña',
    oobCode,
    appLink: portalLink(oobCode),
    emulatorLink: `http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=${oobCode}`,
    receivedAt,
  });

  it('takes the first portal link of a message as its app link, with its mode and code', () => {
    const links = ['https://ayuda.portal.demo/', portalLink('c1'), portalLink('c2')];
    expect(toSmtpEmail(caught({ links }), APP_URL)).toMatchObject({
      source: 'smtp',
      email: 'ana@portal.demo',
      appLink: portalLink('c1'),
      mode: 'resetPassword',
      oobCode: 'c1',
    });
    expect(toSmtpEmail(caught({ to: [], links: ['https://ayuda.portal.demo/'] }), APP_URL)).toMatchObject({
      email: '',
      appLink: null,
      mode: null,
      oobCode: null,
    });
  });

  it('merges both kinds newest first, drops the emulator copies of sent codes, SMTP first on a tie', () => {
    const smtp = [
      toSmtpEmail(caught({ subject: 'nuevo', receivedAt: '2025-01-01T10:00:03.000Z' }), APP_URL),
      toSmtpEmail(caught({ subject: 'empate', receivedAt: '2025-01-01T10:00:01.000Z' }), APP_URL),
      toSmtpEmail(
        caught({
          subject: 'invitación',
          links: [portalLink('enviado')],
          receivedAt: '2025-01-01T10:00:00.000Z',
        }),
        APP_URL,
      ),
    ];
    const emulator = [
      fromEmulator('e3', '2025-01-01T10:00:02.000Z'),
      fromEmulator('e2', '2025-01-01T10:00:01.000Z'),
      fromEmulator('enviado', '2025-01-01T09:59:59.000Z'),
      fromEmulator('e1', '2025-01-01T09:59:59.000Z'),
    ];
    const merged = mergeEmails(emulator, smtp).map((m) => (m.source === 'smtp' ? m.subject : m.oobCode));
    expect(merged).toEqual(['nuevo', 'e3', 'empate', 'e2', 'invitación', 'e1']);
  });
});
