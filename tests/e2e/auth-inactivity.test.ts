// Issue 4 journey in real Chromium: inactivity logout. The app is built with a 4 s timeout (honoured only
// with VITE_LOCAL_STACK=true) instead of the spec's 30 minutes, so the whole journey takes seconds.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { startStack, type TestStack } from './harness';
import { openLogin, pathOf, submitLogin } from './support/auth-journeys';

const TIMEOUT_MS = 4_000;

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ appEnv: { VITE_INACTIVITY_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(async () => {
  await stack?.stop();
});

async function signedIn(identifier: string, landing: string): Promise<Page> {
  const page = await stack.newPage();
  page.setDefaultTimeout(20_000);
  await openLogin(page);
  await submitLogin(page, identifier, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

const onLogin = (url: URL) => url.pathname === '/login';

describe('inactivity logout', () => {
  it("shows 'Sesión Expirada' and returns an idle user to /login", async () => {
    const page = await signedIn('cliente_a', '/dashboard/client');
    const landedAt = Date.now();
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor({ state: 'visible' });

    await page.getByText('Sesión Expirada').first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.getByText('Tu sesión ha sido cerrada por inactividad.').first().waitFor({ state: 'visible' });
    await page.waitForURL(onLogin, { timeout: 10_000 });
    // Not sooner than the timeout (the last activity was the click on 'Iniciar Sesión').
    expect(Date.now() - landedAt).toBeGreaterThan(TIMEOUT_MS - 1_500);

    await page.goto('/dashboard/client');
    await page.waitForURL(onLogin);
    await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
  });

  it('activity keeps the session alive; once idle, every tab of the browser is signed out', async () => {
    const first = await signedIn('colaborador', '/dashboard/collaborator/lms');
    const second = await first.context().newPage();
    second.setDefaultTimeout(20_000);
    await second.goto('/dashboard/collaborator/certificates');
    await second.getByRole('heading', { name: 'Mis Certificados' }).waitFor({ state: 'visible' });

    // Twice the timeout of activity in the second tab only: the idle first tab stays signed in too.
    for (let i = 0; i < 8; i += 1) {
      await second.mouse.move(100 + i * 10, 200);
      await second.waitForTimeout(1_000);
    }
    expect(pathOf(first), 'first tab still signed in').toBe('/dashboard/collaborator/lms');
    expect(pathOf(second), 'second tab still signed in').toBe('/dashboard/collaborator/certificates');
    expect(await first.getByText('Sesión Expirada').count()).toBe(0);

    // Now nobody moves: both tabs end at /login.
    await first.waitForURL(onLogin, { timeout: 15_000 });
    await second.waitForURL(onLogin, { timeout: 15_000 });
    await second.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
  });
});
