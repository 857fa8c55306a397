import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { portalActionLink, resendInvitation } from '../../../functions/src/accounts/invitation';
import { invitationMail } from '../../../functions/src/mail/invitation';
import { PROVIDER, quietRetries, refused, restoreTimers, succeeds, world } from './fakes';

const FIREBASE_LINK =
  'https://portal-demo.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=ABC-123_x&apiKey=k&continueUrl=https%3A%2F%2Fportal.proveedor.mx%2Flogin&lang=en';

beforeEach(quietRetries);
afterEach(restoreTimers);

describe('portalActionLink', () => {
  it("points at the portal's own /reset-password with Firebase's code and the sign-in page to continue to", () => {
    const link = new URL(portalActionLink(FIREBASE_LINK, 'https://portal.proveedor.mx/'));
    expect(link.origin + link.pathname).toBe('https://portal.proveedor.mx/reset-password');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      mode: 'resetPassword',
      oobCode: 'ABC-123_x',
      continueUrl: 'https://portal.proveedor.mx/login',
    });
  });

  it('keeps a portal served under a path, and leaves out the API key', () => {
    const link = portalActionLink(FIREBASE_LINK, 'https://proveedor.mx/portal');
    expect(link).toBe(
      'https://proveedor.mx/portal/reset-password?mode=resetPassword&oobCode=ABC-123_x&continueUrl=https%3A%2F%2Fproveedor.mx%2Fportal%2Flogin',
    );
    expect(link).not.toContain('apiKey');
  });

  it('keeps the mode Firebase gave, and refuses a link without a code', () => {
    const verify = FIREBASE_LINK.replace('mode=resetPassword', 'mode=verifyEmail');
    expect(new URL(portalActionLink(verify, PROVIDER.portalUrl)).searchParams.get('mode')).toBe(
      'verifyEmail',
    );
    const noCode = FIREBASE_LINK.replace('oobCode=ABC-123_x&', '');
    expect(() => portalActionLink(noCode, PROVIDER.portalUrl)).toThrow(
      'El enlace de Firebase no trae código.',
    );
  });
});

describe('invitationMail', () => {
  const link =
    'https://portal.proveedor.mx/reset-password?mode=resetPassword&oobCode=X1&continueUrl=https%3A%2F%2Fportal.proveedor.mx%2Flogin';
  const mail = (fullName: string | null) =>
    invitationMail({ to: 'ana@cliente.mx', fullName, link, provider: PROVIDER });

  it('is addressed to the person, from the provider, in Spanish', () => {
    const { to, subject, text } = mail('Ana López');
    expect(to).toBe('ana@cliente.mx');
    expect(subject).toBe('Tu acceso al Portal de Clientes de Servicios Ambientales del Norte');
    expect(text.split('\n')[0]).toBe('Hola, Ana López:');
    expect(text).toContain('te dio acceso a su Portal de Clientes con el correo ana@cliente.mx.');
    expect(mail(null).text.split('\n')[0]).toBe('Hola:');
  });

  it('carries the link and the contact in the text and in the HTML', () => {
    const { text, html } = mail('Ana López');
    expect(text.split('\n')).toContain(link);
    expect(text).toContain('¿Dudas? Escríbenos a contacto@proveedor.mx o llámanos al 81 1234 5678.');
    const htmlLink = link.replaceAll('&', '&amp;');
    expect(html).toContain(`<a href="${htmlLink}"`);
    expect(html).toContain(`>${htmlLink}</a>`);
    expect(html).not.toMatch(/oobCode=X1&continueUrl/);
    expect(html).toContain('<a href="mailto:contacto@proveedor.mx">contacto@proveedor.mx</a>');
    expect(html).toContain('81 1234 5678');
    expect(html).toContain('<html lang="es">');
  });

  it('escapes the name in the HTML and keeps it as typed in the text', () => {
    const name = 'Ana <img src=x onerror="alert(1)"> & O\'Brien';
    const { text, html } = mail(name);
    expect(html).toContain('Hola, Ana &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; O&#39;Brien:');
    expect(html).not.toContain('<img');
    expect(text).toContain(`Hola, ${name}:`);
  });
});

describe('resendInvitation', () => {
  it('mails a new link for the user, made by Firebase for their e-mail', async () => {
    const w = world();
    const ana = w.person({ email: 'ana@cliente.mx', full_name: 'Ana López' });
    expect(await succeeds(resendInvitation(w.deps, { profileId: ana.id }))).toEqual({
      email: 'ana@cliente.mx',
    });
    expect(w.auth.links.map((l) => l.email)).toEqual(['ana@cliente.mx']);
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.mailer.sent[0].to).toBe('ana@cliente.mx');
    expect(w.mailer.sent[0].text).toContain('Hola, Ana López:');
    expect(w.mailer.sent[0].text).toContain(`oobCode=${w.auth.links[0].oobCode}`);
  });

  it('refuses a deactivated user, without asking Firebase for a link', async () => {
    const w = world();
    const ana = w.person({ active: false });
    const error = await refused(resendInvitation(w.deps, { profileId: ana.id }));
    expect(error).toEqual({
      code: 'failed-precondition',
      message: 'El usuario está desactivado: actívalo antes de reenviar la invitación.',
      details: { field: null },
    });
    expect(w.auth.links).toEqual([]);
    expect(w.mailer.sent).toEqual([]);
  });

  it("answers 'unavailable' when the mail server is down", async () => {
    const w = world();
    const ana = w.person();
    w.mailer.down = true;
    const error = await refused(resendInvitation(w.deps, { profileId: ana.id }));
    expect(error).toEqual({
      code: 'unavailable',
      message:
        'No se pudo enviar la invitación: el servidor de correo no respondió. Inténtalo de nuevo en unos minutos.',
      details: { field: null },
    });
  });

  it('says the user has no sign-in account when Firebase has none for the e-mail', async () => {
    const w = world();
    const ana = w.person({ email: 'sin-cuenta@cliente.mx', firebase_uid: null });
    const error = await refused(resendInvitation(w.deps, { profileId: ana.id }));
    expect(error).toMatchObject({ code: 'failed-precondition' });
    expect(error.message).toContain('El usuario no tiene cuenta de acceso (Firebase).');
  });

  it('refuses a user that no longer exists, and a request without a valid id', async () => {
    const w = world();
    const gone = await refused(
      resendInvitation(w.deps, { profileId: '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b' }),
    );
    expect(gone).toMatchObject({
      code: 'not-found',
      message: 'El usuario ya no existe. Actualiza la lista.',
    });
    const bad = await refused(resendInvitation(w.deps, { profileId: 'ana' }));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: 'La solicitud no es válida.' });
    expect(w.mailer.sent).toEqual([]);
  });
});
