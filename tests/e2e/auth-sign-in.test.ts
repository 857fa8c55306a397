// Journeys in real Chromium: every demo account signs in by email and by username and lands in
// its own area; return-to after sign-in; the login error catalogue; empty fields block submit.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, type TestStack } from './harness';
import {
  INVALID_CREDENTIALS,
  LANDINGS,
  openLogin,
  pathOf,
  scrollWidth,
  submitLogin,
  VIEWPORTS,
} from './support/auth-journeys';

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

describe('sign-in lands each demo account in its own area', () => {
  it.each(LANDINGS)('$username by email (desktop) and by username (390 px) -> $path', async (account) => {
    const ways = [
      { identifier: account.email, width: 'desktop', viewport: VIEWPORTS.desktop },
      { identifier: account.username, width: 'phone', viewport: VIEWPORTS.phone },
    ] as const;
    for (const way of ways) {
      const page = await newPage(way.viewport);
      await openLogin(page);
      await submitLogin(page, way.identifier, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === account.path);
      if (account.heading) {
        await page.getByRole('heading', { name: account.heading }).waitFor({ state: 'visible' });
      } else {
        await page.getByRole('dialog', { name: 'Cambiar Contraseña' }).waitFor({ state: 'visible' });
      }
      await screenshot(page, `auth-area-${account.username}-${way.width}`);
      expect(await scrollWidth(page), `${way.identifier}: no horizontal scroll`).toBeLessThanOrEqual(
        way.viewport.width,
      );
      await page.context().close();
    }
  });

  it("shows sinempresa 'Empresa No Asignada' on company tabs, not on its profile", async () => {
    const page = await newPage();
    await openLogin(page);
    await submitLogin(page, 'sinempresa', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/client');
    for (const tab of ['billing', 'laboratory', 'monthly_reports']) {
      await page.goto(`/dashboard/client?tab=${tab}`);
      await page.getByRole('heading', { name: 'Empresa No Asignada' }).waitFor({ state: 'visible' });
    }
    await page.goto('/dashboard/client?tab=profile');
    await page.getByText('sinempresa@portal.demo').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { name: 'Empresa No Asignada' }).count()).toBe(0);
  });

  it('returns a signed-out visitor to the page first asked for after sign-in', async () => {
    const page = await newPage();
    await page.goto('/dashboard/admin/facturacion');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard/admin/facturacion');
    await submitLogin(page, 'admin@portal.demo', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard/admin/facturacion');
    await page.getByRole('heading', { name: 'Facturación' }).waitFor({ state: 'visible' });
  });
});

describe('login errors', () => {
  it('screens: the login page on desktop and at 390 px', async () => {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      const page = await newPage(viewport);
      await openLogin(page);
      await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor({ state: 'visible' });
      await screenshot(page, `auth-login-${width}`);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    }
  });

  it.each([
    { what: 'a wrong password', identifier: 'cliente.a@portal.demo', password: 'Equivocada#1' },
    { what: 'a wrong password by username', identifier: 'cliente_a', password: 'Equivocada#1' },
    { what: 'an unknown username', identifier: 'nadie_registrado', password: DEMO_PASSWORD },
    { what: 'an unknown email', identifier: 'nadie@portal.demo', password: DEMO_PASSWORD },
  ])('shows the invalid-credentials text for $what and stays on /login', async (c) => {
    const page = await newPage();
    await openLogin(page);
    await submitLogin(page, c.identifier, c.password);
    await page.getByText(INVALID_CREDENTIALS).first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/login');
    // The form is usable again for the next attempt.
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor({ state: 'visible' });
    expect(await page.getByLabel('Correo electrónico o usuario').inputValue()).toBe(c.identifier);
  });

  it('keeps the submit button disabled until both fields are filled', async () => {
    const page = await newPage();
    // Every sign-in attempt shows up as a request: the username lookup, then the emulator's sign-in.
    const attempts: string[] = [];
    page.on('request', (r) => {
      if (/rpc\/resolve_login_email|accounts:signInWithPassword/.test(r.url())) attempts.push(r.url());
    });
    await openLogin(page);
    const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
    const identifier = page.getByLabel('Correo electrónico o usuario');
    const password = page.getByLabel('Contraseña', { exact: true });
    expect(await submit.isDisabled()).toBe(true);

    await identifier.fill('cliente_a');
    expect(await submit.isDisabled()).toBe(true);
    await password.press('Enter'); // implicit submission must not sign in either
    await identifier.fill('   ');
    await password.fill(DEMO_PASSWORD);
    expect(await submit.isDisabled(), 'blank identifier').toBe(true);
    await password.press('Enter');

    // The same form, filled, does sign in: its requests come after any the Enters above would have
    // sent, so once it has landed, exactly one attempt means the blank ones sent nothing.
    await identifier.fill('cliente_a');
    expect(await submit.isDisabled()).toBe(false);
    await password.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/client');
    expect(attempts.filter((u) => u.includes('resolve_login_email'))).toHaveLength(1);
    expect(attempts.filter((u) => u.includes('signInWithPassword'))).toHaveLength(1);
  });
});
