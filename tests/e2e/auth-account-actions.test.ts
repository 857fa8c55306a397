// Journeys in real Chromium: forgot password -> the emulator's email -> /reset-password -> new
// password -> sign in with it; used, invalid and malformed links; the forced password change. The users
// whose password changes are created by this file, so the demo accounts stay as every other file expects.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, type TestStack } from './harness';
import {
  EXPIRED_LINK,
  INVALID_CREDENTIALS,
  INVALID_LINK,
  latestEmail,
  openLogin,
  pathOf,
  scrollWidth,
  signOutFromMenu,
  submitLogin,
  VIEWPORTS,
} from './support/auth-journeys';
import { createUser, type TestUser } from './support/fixtures';

const COMPANY_B = '10000000-0000-4000-8000-00000000000b';
const COMPANY_A = '10000000-0000-4000-8000-00000000000a';

let stack: TestStack;
beforeAll(async () => {
  stack = await joinStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await stack.newPage(viewport);
  page.setDefaultTimeout(20_000);
  return page;
}

describe('forgot password', () => {
  const newPassword = 'Cambiada#2026';
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(stack, { companyId: COMPANY_B });
  });

  it('emails a link to /reset-password that sets a new password to sign in with', async () => {
    const { email } = user;
    const page = await newPage();
    await openLogin(page);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restablecer Contraseña' });
    await dialog.getByRole('button', { name: 'Enviar Enlace' }).click();
    await dialog.getByText('Por favor, ingresa tu correo electrónico.').waitFor({ state: 'visible' });
    await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar Enlace' }).click();
    await page
      .getByText('Si tu correo está registrado, recibirás un enlace para restablecer tu contraseña.')
      .first()
      .waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'detached' });

    const mail = await latestEmail(stack.mailboxUrl, email, 'resetPassword');
    // A reset asked for on the sign-in page is Firebase's own e-mail (the emulator's), and its link
    // continues to this app's account-action screen.
    if (mail.source !== 'emulator')
      throw new Error(`Se esperaba el correo del emulador, llegó ${mail.source}`);
    expect(new URL(mail.emulatorLink).searchParams.get('continueUrl')).toBe(`${stack.appUrl}/reset-password`);
    expect(mail.appLink.startsWith(`${stack.appUrl}/reset-password?mode=resetPassword&oobCode=`)).toBe(true);

    // Opening the link only verifies the code; screenshots at both widths before using it.
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      const look = await newPage(viewport);
      await look.goto(mail.appLink);
      await look.getByRole('heading', { name: 'Restablecer Contraseña' }).waitFor({ state: 'visible' });
      await look.getByText(email).waitFor({ state: 'visible' });
      await screenshot(look, `auth-reset-password-${width}`);
      expect(await scrollWidth(look)).toBeLessThanOrEqual(viewport.width);
      await look.context().close();
    }

    await page.goto(mail.appLink);
    await page.getByText(email).waitFor({ state: 'visible' });
    const submit = page.getByRole('button', { name: 'Restablecer Contraseña' });
    await page.getByLabel('Nueva contraseña').fill('corta');
    await page.getByLabel('Confirmar contraseña').fill('corta');
    await submit.click();
    await page.getByText(/al menos 8 caracteres, una mayúscula/).waitFor({ state: 'visible' });
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(`${newPassword}x`);
    await submit.click();
    await page.getByText('Las contraseñas no coinciden').waitFor({ state: 'visible' });
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByText('Tu contraseña ha sido actualizada exitosamente.')
      .first()
      .waitFor({ state: 'visible' });

    // The old password no longer works; the new one does.
    await submitLogin(page, user.username, DEMO_PASSWORD);
    await page.getByText(INVALID_CREDENTIALS).first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/login');
    await submitLogin(page, user.username, newPassword);
    await page.waitForURL((url) => url.pathname === '/dashboard/client');
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor({ state: 'visible' });

    // The same link, used once already, is refused.
    const again = await newPage();
    await again.goto(mail.appLink);
    await again.getByText(new RegExp(`${INVALID_LINK}|${EXPIRED_LINK}`)).waitFor({ state: 'visible' });
    expect(await again.getByLabel('Nueva contraseña').count()).toBe(0);
  });
});

describe('invalid account-action links', () => {
  it('refuses an unknown oobCode with the invalid-link text and a way to the login', async () => {
    const page = await newPage();
    await page.goto('/reset-password?mode=resetPassword&oobCode=codigo-que-no-existe');
    await page.getByText(INVALID_LINK).waitFor({ state: 'visible' });
    expect(await page.getByLabel('Nueva contraseña').count()).toBe(0);
    await page.getByRole('button', { name: 'Ir a Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it.each([
    { what: 'no mode', query: '?oobCode=abc' },
    { what: 'an unknown mode', query: '?mode=borrarTodo&oobCode=abc' },
    { what: 'no oobCode', query: '?mode=resetPassword' },
    { what: 'no parameters', query: '' },
  ])('shows the invalid-link text for $what, then goes to /login after about 3 s', async ({ query }) => {
    const page = await newPage();
    await page.goto(`/reset-password${query}`);
    await page.getByText(INVALID_LINK).waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await page.getByText('Te redirigiremos al inicio de sesión en unos segundos.').waitFor();
    expect(pathOf(page)).toBe('/reset-password');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(2_000);
    expect(waited).toBeLessThan(6_000);
  });
});

describe('forced password change', () => {
  const forcedDialog = (page: Page) => page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  // nuevo (seed) is only looked at; the change itself is made by a new user with the same flag.
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(stack, { companyId: COMPANY_A, mustChangePassword: true });
  });

  it('screens: the forced dialog at 390 px', async () => {
    const page = await newPage(VIEWPORTS.phone);
    await openLogin(page);
    await submitLogin(page, 'nuevo', DEMO_PASSWORD);
    await forcedDialog(page).waitFor({ state: 'visible' });
    await screenshot(page, 'auth-forced-password-phone');
    const box = await forcedDialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width, 'dialog fits 390 px').toBe(true);
  });

  it('cannot be dismissed, covers every route, and stays closed after the change and a reload', async () => {
    const page = await newPage();
    await openLogin(page);
    await submitLogin(page, user.email, DEMO_PASSWORD);
    const dialog = forcedDialog(page);
    await dialog.waitFor({ state: 'visible' });
    await screenshot(page, 'auth-forced-password-desktop');
    expect(await dialog.getByRole('button', { name: 'Cancelar' }).count()).toBe(0);
    // Only the dialog's close (X) button: 'Cerrar Sesión' is the forced dialog's way out.
    expect(await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).count()).toBe(0);
    expect(await dialog.getByLabel('Contraseña actual').count(), 'forced: no current password').toBe(0);

    // React handles these discrete events synchronously and Radix marks a closing dialog
    // data-state="closed" at once; two frames later the dialog's state is its answer to them.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5); // outside the dialog, on the overlay
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await dialog.getAttribute('data-state'), 'still open after Escape and an outside click').toBe(
      'open',
    );
    expect(await dialog.isVisible()).toBe(true);

    // Another route of its area: the dialog is still in front of it.
    await page.goto('/dashboard/client?tab=profile');
    await dialog.waitFor({ state: 'visible' });

    const newPassword = 'NuevoPass#1';
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await dialog.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText('Tu contraseña ha sido actualizada exitosamente.')
      .first()
      .waitFor({ state: 'visible' });

    // After a reload the dialog is decided by the profile the server sends: wait for that answer, then
    // for the profile tab, which renders from the same profile in the same commit as the dialog would.
    const profileAnswer = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/sync_my_profile'));
    await page.reload();
    const answer = await profileAnswer;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { must_change_password: boolean }).must_change_password).toBe(false);
    await page.getByText(user.email).first().waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').count(), 'no dialog after reload').toBe(0);

    // The new password is the one the identity service now accepts.
    await signOutFromMenu(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, user.username, newPassword);
    // Back to the page it signed out from (the profile tab); no modal hides the portal's navigation.
    await page.waitForURL((url) => url.pathname === '/dashboard/client');
    await page
      .getByRole('navigation', { name: 'Secciones del portal' })
      .first()
      .waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
