// Issue 4 journey in real Chromium: inactivity logout. This file builds its own copy of the app with a 4 s
// timeout (honoured only with VITE_LOCAL_STACK=true) instead of the spec's 30 minutes, against the run's
// shared services, so the whole journey takes seconds. It is the one file that needs a second build.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, type TestStack } from './harness';
import { openLogin, pathOf, submitLogin } from './support/auth-journeys';

const TIMEOUT_MS = 4_000;

let stack: TestStack;
beforeAll(async () => {
  stack = await joinStack({ appEnv: { VITE_INACTIVITY_TIMEOUT_MS: String(TIMEOUT_MS) } });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

/**
 * Signs in; the session's inactivity clock starts between `clickedAt` (just before the click on
 * 'Iniciar Sesión') and `landedAt` (the landing URL reached), however long the landing takes.
 */
async function signedIn(identifier: string, landing: string) {
  const page: Page = await stack.newPage();
  page.setDefaultTimeout(20_000);
  await openLogin(page);
  const clickedAt = Date.now();
  await submitLogin(page, identifier, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === landing);
  return { page, clickedAt, landedAt: Date.now() };
}

const onLogin = (url: URL) => url.pathname === '/login';

describe('inactivity logout', () => {
  it("shows 'Sesión Expirada' and returns an idle user to /login", async () => {
    const { page, clickedAt } = await signedIn('cliente_a', '/dashboard/client');
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor({ state: 'visible' });

    await page.getByText('Sesión Expirada').first().waitFor({ state: 'visible', timeout: 15_000 });
    // Not sooner than the timeout after the last activity (the click on 'Iniciar Sesión').
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(TIMEOUT_MS);
    await page.getByText('Tu sesión ha sido cerrada por inactividad.').first().waitFor({ state: 'visible' });
    await page.waitForURL(onLogin, { timeout: 10_000 });

    await page.goto('/dashboard/client');
    await page.waitForURL(onLogin);
    await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
  });

  it('activity keeps the session alive; once idle, every tab of the browser is signed out', async () => {
    const { page: first, landedAt } = await signedIn('colaborador', '/dashboard/collaborator/lms');
    const second = await first.context().newPage();
    second.setDefaultTimeout(20_000);
    await second.goto('/dashboard/collaborator/certificates');
    await second.getByRole('heading', { name: 'Mis Certificados' }).waitFor({ state: 'visible' });

    // Activity in the second tab only, once a second (well inside the timeout), until the first tab has
    // been idle for twice the timeout: without the second tab's activity it would have expired by then.
    // These waits are the idle time under test, not a guess at how long something takes.
    while (Date.now() - landedAt < 2 * TIMEOUT_MS) {
      await second.mouse.move(100 + Math.random() * 100, 200);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    await second.mouse.move(100, 250);
    expect(pathOf(first), 'first tab still signed in').toBe('/dashboard/collaborator/lms');
    expect(pathOf(second), 'second tab still signed in').toBe('/dashboard/collaborator/certificates');
    expect(await first.getByText('Sesión Expirada').count()).toBe(0);

    // Now nobody moves: both tabs end at /login.
    await first.waitForURL(onLogin, { timeout: 15_000 });
    await second.waitForURL(onLogin, { timeout: 15_000 });
    await second.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
  });
});
