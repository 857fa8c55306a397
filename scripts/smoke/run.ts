// The post-deploy smoke check: the landing and its headers, then a sign-in with the given account and
// every screen of the area it lands in, one Spanish line per check. A screen passes when it shows what it
// loaded with no CSP violation, no uncaught error, no failed request to the portal's services and no
// error notice.
import type { Browser, Page } from 'playwright-core';

import { checkHeaders } from './headers';
import { AREA_NAMES, AREA_SCREENS, areaOf, type Area } from './screens';
import { watchPage, type Watch } from './watch';

export interface Screen {
  path: string;
  /** Something to do on the screen once it is shown (open a dialog, download a file). */
  then?: (page: Page) => Promise<void>;
}

export interface SmokeOptions {
  url: string;
  user: string;
  password: string;
  /** Screens beyond the area's own list (those that show one record by its id). */
  extraScreens?: Partial<Record<Area, Screen[]>>;
  viewport?: { width: number; height: number };
  report?: (line: string) => void;
}

export interface Check {
  name: string;
  ok: boolean;
  problems: string[];
}

export interface SmokeResult {
  ok: boolean;
  area: Area | null;
  checks: Check[];
  violations: string[];
}

const LANDING_HEADING = /Toda la información/;

async function signIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico o usuario').fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  // The app first goes to /dashboard, which sends each role on to its own area; a refusal is a notice.
  const notice = page.locator('[data-variant="destructive"]').first();
  const entered = page
    .waitForURL((url) => areaOf(url.pathname) !== null, { timeout: 60_000 })
    .then(() => null);
  const refused = notice.waitFor({ timeout: 60_000 }).then(() => notice.innerText());
  // The wait that loses the race still ends (in time, or when the page closes): nobody awaits it.
  for (const wait of [entered, refused]) wait.catch(() => undefined);
  const outcome = await Promise.race([entered, refused]);
  if (outcome !== null) throw new Error(`el portal no dejó entrar: ${outcome.replace(/\s+/g, ' ').trim()}`);
}

/** Opens `path` inside the app (a history entry, as its links do) and waits until it shows its data. */
async function openScreen(page: Page, path: string, watch: Watch): Promise<void> {
  const since = Date.now();
  const current = new URL(page.url());
  if (`${current.pathname}${current.search}` !== path) {
    const before = await page.evaluate(() => document.body.innerText);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction((text) => document.body.innerText !== text, before, { timeout: 30_000 });
  }
  await watch.quiet(since);
  await page.waitForFunction(() => !/Cargando/.test(document.body.innerText), undefined, { timeout: 30_000 });
}

/** What the screen itself says went wrong: an error notice, or the access-denied page. */
async function screenProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const toast of Array.from(document.querySelectorAll('[data-variant="destructive"]')))
      found.push(`Aviso de error: ${(toast as HTMLElement).innerText.replace(/\s+/g, ' ').trim()}`);
    if (/Acceso Denegado/.test(document.body.innerText)) found.push('La pantalla dice «Acceso Denegado»');
    return found;
  });
}

export async function runSmoke(browser: Browser, options: SmokeOptions): Promise<SmokeResult> {
  const report = options.report ?? ((line: string) => console.log(line));
  const checks: Check[] = [];
  const record = (name: string, problems: string[], started: number) => {
    const ok = problems.length === 0;
    checks.push({ name, ok, problems });
    const time = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    report(`${ok ? '✓' : '✗'} ${name} · ${time}`);
    for (const problem of problems) report(`    ${problem}`);
  };
  const step = async (name: string, run: () => Promise<string[]>) => {
    const started = Date.now();
    try {
      record(name, await run(), started);
    } catch (error) {
      record(name, [(error instanceof Error ? error.message : String(error)).split('\n')[0]], started);
    }
  };

  const base = options.url.replace(/\/+$/, '');
  let services = [new URL(base).origin];
  await step('Cabeceras de seguridad de la página de inicio (/)', async () => {
    const response = await fetch(`${base}/`);
    if (!response.ok) return [`respuesta ${response.status}`];
    const headers = checkHeaders(base, response.headers);
    services = headers.services;
    return headers.problems;
  });

  const context = await browser.newContext({
    baseURL: base,
    locale: 'es-MX',
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const watch = await watchPage(page, new Set(services));
  let area: Area | null = null;
  try {
    await step('Página de inicio (/) sin sesión', async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor({ timeout: 30_000 });
      return watch.take();
    });
    await step(`Inicio de sesión de ${options.user}`, async () => {
      await signIn(page, options.user, options.password);
      area = areaOf(new URL(page.url()).pathname);
      if (!area) return [`la sesión llevó a ${page.url()}, fuera de las áreas del portal`];
      report(`  Área: ${AREA_NAMES[area]}`);
      return watch.take();
    });
    const screens: Screen[] = area
      ? [
          ...AREA_SCREENS[area as Area].map((path) => ({ path })),
          ...(options.extraScreens?.[area as Area] ?? []),
        ]
      : [];
    for (const screen of screens) {
      await step(`Pantalla ${screen.path}`, async () => {
        await openScreen(page, screen.path, watch);
        await screen.then?.(page);
        return [...(await screenProblems(page)), ...watch.take()];
      });
    }
  } finally {
    await context.close();
  }
  const failed = checks.filter((c) => !c.ok).length;
  report(
    failed
      ? `${failed} de ${checks.length} comprobaciones fallaron.`
      : `Las ${checks.length} comprobaciones pasaron.`,
  );
  return { ok: failed === 0, area, checks, violations: watch.violations };
}
