// Journey in real Chromium: inactivity logout after the spec's 30 minutes (§9), on the run's
// shared app. The browser's clock is Playwright's (context.clock): installed before the app loads, it runs
// at normal speed, and the test jumps it forward (fastForward, as a laptop lid closed for that long) instead
// of waiting. Everything that counts idle time (the tracker's Date.now and setTimeout, the tabs' activity
// messages) reads that clock; the network, Firebase's emulator and the database keep real time, and the
// ID token (1 h) is still valid after the jumps below.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { SESSION_CHANNEL } from '../../src/lib/auth/session-channel';

import { joinStack, type TestStack } from './harness';
import { openLogin, pathOf, submitLogin } from './support/auth-journeys';

/** The spec's limit, as the production build has it (no short-timeout build). */
const LIMIT_MIN = 30;
const minutes = (n: number) => n * 60_000;

let stack: TestStack;
beforeAll(async () => {
  stack = await joinStack();
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

/** Signs in with the browser's clock under the test's control; the last activity is the login click. */
async function signedIn(identifier: string, landing: string): Promise<Page> {
  const page: Page = await stack.newPage();
  page.setDefaultTimeout(20_000);
  await page.context().clock.install();
  await openLogin(page);
  await submitLogin(page, identifier, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

type Listening = Window & { heardActivity?: boolean };

/** From now on, `page` notes the next activity message of another tab (the app's own listener gets it too). */
async function listenForActivity(page: Page): Promise<void> {
  await page.evaluate((name) => {
    const w = window as Listening;
    w.heardActivity = false;
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'activity') return;
      channel.close();
      w.heardActivity = true;
    };
  }, SESSION_CHANNEL);
}

const onLogin = (url: URL) => url.pathname === '/login';
const expired = (page: Page) => page.getByText('Sesión Expirada');

describe('inactivity logout', () => {
  it("after 30 idle minutes shows 'Sesión Expirada' and returns the user to /login, not before", async () => {
    const page = await signedIn('cliente_a', '/dashboard/client');
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor({ state: 'visible' });

    // A minute short of the limit: nothing happens. The check is made once the jump's due timers have
    // run (a page round trip), so the absence is meaningful.
    await page.clock.fastForward(minutes(LIMIT_MIN - 1));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(pathOf(page)).toBe('/dashboard/client');
    expect(await expired(page).count()).toBe(0);

    // Past the limit: the session ends with the message, and the app goes to /login.
    await page.clock.fastForward(minutes(2));
    await expired(page).first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.getByText('Tu sesión ha sido cerrada por inactividad.').first().waitFor({ state: 'visible' });
    await page.waitForURL(onLogin, { timeout: 10_000 });

    await page.goto('/dashboard/client');
    await page.waitForURL(onLogin);
    await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
  });

  it('activity in another tab keeps the session alive; once idle, every tab of the browser is signed out', async () => {
    const first = await signedIn('colaborador', '/dashboard/collaborator/lms');
    const second = await first.context().newPage();
    second.setDefaultTimeout(20_000);
    await second.goto('/dashboard/collaborator/certificates');
    await second.getByRole('heading', { name: 'Mis Certificados' }).waitFor({ state: 'visible' });

    // Twice, 20 minutes pass and the user moves the mouse in the second tab only: 40 minutes without any
    // activity in the first tab, which stays signed in because it hears the second tab's activity.
    for (let round = 0; round < 2; round++) {
      await first.clock.fastForward(minutes(20));
      await listenForActivity(first);
      await second.mouse.move(100 + round * 50, 200);
      // The first tab has heard it before the clock moves on (not a guess at how long delivery takes);
      // a second tab signed out by then sends nothing, and this fails.
      await first
        .waitForFunction(() => (window as Listening).heardActivity, undefined, { timeout: 10_000 })
        .catch(() => {
          throw new Error(`round ${round + 1}: the first tab never heard the second tab's activity`);
        });
    }
    await first.clock.fastForward(minutes(LIMIT_MIN - 1));
    await first.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(pathOf(first), 'first tab still signed in').toBe('/dashboard/collaborator/lms');
    expect(pathOf(second), 'second tab still signed in').toBe('/dashboard/collaborator/certificates');
    expect(await expired(first).count()).toBe(0);

    // Nobody moves past the limit since the last activity: both tabs end at /login.
    await first.clock.fastForward(minutes(2));
    await first.waitForURL(onLogin, { timeout: 15_000 });
    await second.waitForURL(onLogin, { timeout: 15_000 });
    await second.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
  });
});
