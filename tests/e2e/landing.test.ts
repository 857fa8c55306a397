// The stack starts and the public landing page works in real headless Chromium, on desktop and phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

describe('landing page', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await joinStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(VIEWPORTS)(
    'shows a visitor the landing at / and takes them on to /login ($name)',
    async ({ name, viewport }) => {
      const page = await stack.newPage(viewport);
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(err.message));

      // `/` is the prerendered landing: a visitor without a session stays there, with no JavaScript.
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: /Toda la información/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      const cta = page.getByRole('link', { name: 'Acceder al Portal' }).filter({ visible: true }).first();
      await cta.waitFor({ state: 'visible' });
      await screenshot(page, `landing-${name}`);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);

      await cta.click();
      await page.waitForURL('**/login');
      // The login route is lazy: wait for its form rather than sampling visibility once.
      await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
      await screenshot(page, `login-${name}`);
      expect(pageErrors).toEqual([]);
    },
  );

  // The harness's signIn helper drives the real login form against the emulator and the gateway.
  it('signs a demo client in by username through the login form', async () => {
    const page = await stack.newPage();
    await signIn(page, 'cliente_a', DEMO_PASSWORD);
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard/);
    await screenshot(page, 'signed-in-cliente_a');
  });
});
