// Browser-test harness: a fresh, private portal stack per test file (Auth Emulator, in-memory gateway with
// the migrations and seed, mailbox, the built app under `vite preview`) on free ports, and Debian's
// chromium driven by playwright-core. Free ports rather than fixed ones let tests run while a developer's
// `npm start` is up and while other engineers run theirs.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Browser, type Page } from 'playwright-core';

import { startGateway, type Gateway } from '../../local/api/server';
import { seedStorage } from '../../local/seed/storage';
import { DEMO_FILES_PREFIX, FIREBASE_PROJECT_ID, localAppEnv, PATHS, ROOT } from '../../local/stack/config';
import { startMailbox } from '../../local/stack/mailbox';
import { freePort } from '../../local/stack/ports';
import { buildAndPreviewApp } from './support/app-server';
import { startTestEmulator } from './support/emulator';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const SCREENS_DIR = join(ROOT, 'test-results', 'screens');

export interface StackOptions {
  app?: boolean; // build and serve the app, and launch chromium (default true)
  appEnv?: Record<string, string>; // extra VITE_* values for the build
}

export interface TestStack {
  authUrl: string;
  apiUrl: string;
  mailboxUrl: string;
  appUrl: string; // '' when started with app: false
  gateway: Gateway;
  browser?: Browser;
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
  stop: () => Promise<void>;
}

export async function startStack(opts: StackOptions = {}): Promise<TestStack> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const stops: Array<() => Promise<void>> = [() => rm(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const fn of stops.splice(0)) await fn().catch(() => undefined);
  };
  // Registers a service's stop as soon as it is up, so a failure elsewhere still cleans it up.
  const track = async <T>(started: Promise<T>, stopOf: (service: T) => () => Promise<void>): Promise<T> => {
    const service = await started;
    stops.unshift(stopOf(service));
    return service;
  };
  try {
    // The emulator (the slowest piece) starts while the gateway comes up and the app is built.
    const authPort = await freePort();
    const emulatorStarted = track(startTestEmulator(workDir, authPort), (e) => e.stop);
    const gatewayStarted = track(
      startGateway({
        port: 0,
        migrationsDir: join(ROOT, PATHS.migrations),
        seedFiles: [join(ROOT, PATHS.seed)],
        firebaseEmulatorProject: FIREBASE_PROJECT_ID,
        staticDirs: { [DEMO_FILES_PREFIX]: join(ROOT, PATHS.demoFiles) },
        // The app is served from 127.0.0.1 on a port chosen after the API starts.
        corsOrigins: ['http://127.0.0.1:*'],
      }),
      (g) => () => g.close(),
    );
    const appStarted =
      opts.app === false
        ? Promise.resolve(undefined)
        : gatewayStarted.then(async (gateway) =>
            track(
              buildAndPreviewApp({
                outDir: join(workDir, 'dist'),
                port: await freePort(),
                env: {
                  ...localAppEnv({
                    authUrl: `http://127.0.0.1:${authPort}`,
                    apiUrl: gateway.url,
                    anonKey: gateway.anonKey,
                  }),
                  ...opts.appEnv,
                },
              }),
              (app) => app.stop,
            ),
          );
    const settled = await Promise.allSettled([emulatorStarted, gatewayStarted, appStarted]);
    const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    const [emulator, gateway, app] = [await emulatorStarted, await gatewayStarted, await appStarted];
    await seedStorage(gateway); // the demo files the seed rows reference (storage://...)

    const appUrl = app?.url ?? '';
    const browser = app
      ? await track(
          chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
          (b) => () => b.close(),
        )
      : undefined;
    const mailbox = await track(
      startMailbox({
        port: 0,
        emulatorUrl: emulator.url,
        projectId: FIREBASE_PROJECT_ID,
        appUrl: appUrl || 'http://localhost:5173',
      }),
      (m) => m.close,
    );

    const newPage = async (viewport = { width: 1280, height: 800 }) => {
      if (!browser) throw new Error('startStack({ app: false }) no lanza el navegador.');
      const context = await browser.newContext({ viewport, baseURL: appUrl, locale: 'es-MX' });
      return context.newPage();
    };
    return {
      authUrl: emulator.url,
      apiUrl: gateway.url,
      mailboxUrl: mailbox.url,
      appUrl,
      gateway,
      browser,
      newPage,
      stop,
    };
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

/** Full-page PNG in test-results/screens/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENS_DIR, { recursive: true });
  const path = join(SCREENS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  // Wait for the page-transition fade, so the picture shows what a person sees.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(400); // framer-motion may animate from JS frames rather than WAAPI
  await page.screenshot({ path, fullPage: true });
  return path;
}
