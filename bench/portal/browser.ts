// Debian's Chromium through playwright-core, and the phone profile of the speed aims (Lighthouse's "slow 4G":
// 150 ms RTT, 1.6 Mbps down, 750 kbps up, and a 4x slower CPU).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';

// The browser tests' chromium: the same flags, without the address bar's prewarmed popups (about 1.8 s of
// CPU a page that no figure here is about).
export const launch = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

export type Profile = 'desktop' | 'phone';

export async function newPage(
  browser: Browser,
  baseURL: string,
  profile: Profile = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: profile === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    deviceScaleFactor: profile === 'phone' ? 3 : 1,
    isMobile: profile === 'phone',
    hasTouch: profile === 'phone',
  });
  const page = await context.newPage();
  if (profile === 'phone') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return { context, page };
}

/** Signs in through the login form and waits until the app leaves /login. */
export async function signIn(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico o usuario').fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}

/** Waits until the screen shows what it loaded: no request in flight and no loading text left. */
export async function screenReady(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !/Cargando/.test(document.body.innerText), undefined, { timeout: 60_000 });
}
