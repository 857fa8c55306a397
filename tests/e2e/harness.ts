// Browser-test harness. The services (Auth Emulator, gateway with the migrations and seed, Storage,
// mailbox, the built app) are started ONCE per run by ./support/global-stack.ts; each file joins them with
// `joinStack()`, which launches its own chromium (Debian's, through playwright-core, ./support/chromium.ts).
// Time-based behaviour runs on Playwright's clock (context.clock), on the shared build.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

import { ROOT } from '../../local/stack/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import type { StackInfo } from './support/stack-info';

export const SCREENS_DIR = join(ROOT, 'test-results', 'screens');

export interface JoinOptions {
  browser?: boolean; // launch chromium for this file (default true)
}

export interface PageOptions {
  /** The user's motion preference: 'reduce' draws every screen without its entrance animations. */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface TestStack extends StackInfo {
  browser?: Browser;
  /** A page in a fresh browser context (its own storage, so its own session), in the data's time zone. */
  newPage: (viewport?: { width: number; height: number }, options?: PageOptions) => Promise<Page>;
  stop: () => Promise<void>;
}

export async function joinStack(opts: JoinOptions = {}): Promise<TestStack> {
  const shared = inject('e2eStack');
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.splice(0)) await fn().catch(() => undefined);
  };
  try {
    const appUrl = shared.appUrl;
    let browser: Browser | undefined;
    if (opts.browser !== false) {
      // One chromium per file. One server for the whole run (chromium.connect) makes the stage no shorter,
      // slows some files (the protocol then passes through the Vitest main process, which also runs the
      // gateway), and its downloads need downloadedBytes().
      const launched = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      stops.unshift(() => launched.close());
      browser = launched;
    }
    const newPage = async (viewport = { width: 1280, height: 800 }, options: PageOptions = {}) => {
      if (!browser) throw new Error('joinStack({ browser: false }) no lanza el navegador.');
      // The app decides "this month" from the browser's clock, the seed from the database's: one zone.
      const context = await browser.newContext({
        viewport,
        baseURL: appUrl,
        locale: 'es-MX',
        timezoneId: shared.dataTimeZone,
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
      return context.newPage();
    };
    return { ...shared, appUrl, browser, newPage, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Signs in through the login screen and waits until the app leaves /login. */
export async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico o usuario').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

/**
 * Types `text` into a list's search box and waits until the list shows the search's result: every visible
 * element `items` finds (each row's action) is one `match` finds, and there is at least one. Clicking a row
 * right after typing could otherwise land while the answer re-draws the list (the row moves up as others
 * leave), and the click would hit another row or nothing.
 */
export async function searchList(
  page: Page,
  box: string,
  text: string,
  { items, match }: { items: Locator; match: Locator },
): Promise<void> {
  await page.getByRole('searchbox', { name: box }).fill(text);
  const visible = (l: Locator) => l.filter({ visible: true }).count();
  await expect
    .poll(async () => {
      const [all, matching] = await Promise.all([visible(items), visible(match)]);
      return matching > 0 && all === matching;
    })
    .toBe(true);
}

/**
 * Waits until nothing on the page moves: no running Web Animation, and no inline style changed for 10
 * frames in a row (framer-motion drives transforms from JS frames, which getAnimations() does not see).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete (window as { __e2eSettle?: unknown }).__e2eSettle;
  });
  await page.waitForFunction(
    () => {
      const w = window as { __e2eSettle?: { snap: string; same: number } };
      const running = document.getAnimations().some((a) => a.playState === 'running');
      const snap = Array.from(document.querySelectorAll('[style]'), (el) => el.getAttribute('style')).join(
        '|',
      );
      const prev = w.__e2eSettle;
      w.__e2eSettle = { snap, same: !running && prev?.snap === snap ? prev.same + 1 : 0 };
      return w.__e2eSettle.same >= 10;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Whether screenshots are written: they are for a person to open, so `npm test` (scripts/test.sh) skips
 * them unless E2E_SCREENSHOTS=1 (on a fresh clone in CI nobody opens them, and a full-page PNG of a long
 * page costs up to a second of a core); a browser test run directly with Vitest writes them.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * A PNG in test-results/screens/<name>.png once the page has settled (the whole page, or with
 * `fullPage: false` what the viewport shows, for a page too long to read whole).
 * `always` writes it even when screenshots are off (a failure's picture). Returns the path written, or
 * null when screenshots are off and nothing was written.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, always = false }: { fullPage?: boolean; always?: boolean } = {},
): Promise<string | null> {
  const path = join(SCREENS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await settle(page);
  if (!SCREENSHOTS && !always) return null;
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path, fullPage });
  return path;
}
