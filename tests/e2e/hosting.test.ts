// The production build through the Firebase Hosting emulator, with the hosting config a deploy uses:
// the security headers and the build's Content-Security-Policy, clean URLs, the SPA rewrite, caching, the
// landing at '/' with no JavaScript, and every screen of every role (the post-deploy smoke check,
// scripts/smoke/run.ts, against this site) with no CSP violation.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROOT } from '../../local/stack/config';
import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { readHostingPolicy } from '../../scripts/hosting/policy';
import { directive } from '../../scripts/smoke/headers';
import { runSmoke, type Screen } from '../../scripts/smoke/run';
import type { Area } from '../../scripts/smoke/screens';
import { watchPage } from '../../scripts/smoke/watch';
import { paths } from '../../src/config/paths';
import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { startHostedSite, type HostedSite } from './support/hosting';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const HEIGHTS_COURSE = '30000000-0000-4000-8000-000000000001';
const VIDEO_LESSON = '32000000-0000-4000-8000-000000000002';

/** Starts a download on the screen and waits for the file (jsPDF, or the ZIP written in a worker). */
const download = (button: RegExp, done?: string) => async (page: Page) => {
  const file = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: button }).filter({ visible: true }).first().click();
  await file;
  if (done) await page.getByText(done).first().waitFor({ timeout: 30_000 });
};

// The screens that show one seeded record, and the work that loads libraries and workers of their own.
const EXTRA: Partial<Record<Area, Screen[]>> = {
  admin: [
    // A dialog: Radix locks the page's scroll with a style element of its own.
    {
      path: paths.admin.clients.getHref(),
      then: async (page) => {
        await page.getByRole('button', { name: 'Nuevo Usuario', exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
      },
    },
    { path: paths.admin.companyAccount.getHref(COMPANY_A) },
    { path: paths.admin.lmsCourse.getHref(HEIGHTS_COURSE) },
    // A YouTube lesson: the privacy-enhanced player in its frame.
    { path: paths.admin.lmsPreview.getHref(HEIGHTS_COURSE, VIDEO_LESSON) },
    // The DC-3 certificate is a PDF made in the browser (jsPDF, with its QR code).
    { path: paths.admin.lmsCertificates.getHref(), then: download(/^Descargar constancia /) },
  ],
  client: [
    // The REPSE ZIP is written in a Web Worker from signed Storage URLs.
    { path: paths.client.root.getHref('repse'), then: download(/\(ZIP\)$/, 'Descarga Completa') },
  ],
};

const header = (response: Response, name: string) => response.headers.get(name) ?? '';

/** `npm run smoke` itself (scripts/smoke.ts), the password in SMOKE_PASSWORD: its exit code and output. */
function smokeCommand(
  url: string,
  user: string,
  password: string,
): Promise<{ code: number | null; output: string }> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'scripts/smoke.ts', '--url', url, '--user', user], {
    cwd: ROOT,
    env: { ...process.env, SMOKE_PASSWORD: password },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('the production build on the Hosting emulator', () => {
  let stack: TestStack;
  let site: HostedSite;
  beforeAll(async () => {
    stack = await joinStack();
    site = await startHostedSite(stack);
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await stack?.stop();
  });

  const get = (path: string) => fetch(`${site.url}${path}`, { redirect: 'manual' });

  it('sends the security headers and the build policy, naming exactly its services', async () => {
    const home = await get('/');
    const policy = header(home, 'content-security-policy');
    expect(policy).toBe((await readHostingPolicy(site.distDir)).contentSecurityPolicy);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    const origin = (url: string) => new URL(url).origin;
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      origin(stack.apiUrl),
      origin(stack.apiUrl).replace('http', 'ws'),
      origin(stack.authUrl),
      origin(stack.functionsUrl),
      'https://lookerstudio.google.com',
      'https://datastudio.google.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://lookerstudio.google.com', origin(stack.apiUrl)]),
    );
    const scripts = directive(policy, 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1); // the session loader
    expect(header(home, 'strict-transport-security')).toMatch(/^max-age=31536000/);
    expect(header(home, 'x-content-type-options')).toBe('nosniff');
    expect(header(home, 'x-frame-options')).toBe('DENY');
    expect(header(home, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header(home, 'permissions-policy')).toContain('camera=()');
  });

  it('serves the landing at / and the prerendered pages at clean URLs, the shell for the rest', async () => {
    const home = await get('/');
    const html = await home.text();
    expect(html).toContain('Toda la información de tus servicios');
    expect(html, 'no script loaded up front').not.toMatch(/<script[^>]*\ssrc=/);
    expect(header(home, 'cache-control')).toBe('no-cache');

    expect(await (await get('/features')).text()).toContain('Toda la información de tus servicios');
    const login = await get('/login');
    expect(await login.text()).toMatch(/<title>Iniciar Sesión/);
    for (const old of ['/features/', '/features/index.html']) {
      const moved = await get(old);
      expect([moved.status, header(moved, 'location')], old).toEqual([301, '/features']);
    }

    const shell = await get('/dashboard/client?tab=billing');
    const shellHtml = await shell.text();
    expect(shell.status).toBe(200);
    expect(shellHtml).toContain('<div id="root"></div>');
    expect(header(shell, 'cache-control')).toBe('no-cache');
    expect(header(shell, 'content-security-policy')).not.toBe('');

    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(shellHtml)?.[1];
    expect(entry).toBeDefined();
    const asset = await get(entry ?? '');
    expect(asset.status).toBe(200);
    expect(header(asset, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(asset, 'x-content-type-options')).toBe('nosniff');
    expect(header(await get('/favicon.svg'), 'cache-control')).toBe('no-cache');
  });

  it.each([
    { name: 'desktop', viewport: { width: 1440, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ])(
    'paints the landing at / with no JavaScript, and takes a signed-in user on ($name)',
    async ({ name, viewport }) => {
      const context = await stack.browser!.newContext({ baseURL: site.url, viewport, locale: 'es-MX' });
      const page = await context.newPage();
      try {
        const watch = await watchPage(page, new Set([site.url]));
        const scripts: string[] = [];
        page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: /Toda la información/ }).waitFor();
        expect(scripts).toEqual([]);
        expect(new URL(page.url()).pathname).toBe('/');
        await screenshot(page, `hosting-landing-${name}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);

        await signIn(page, 'cliente_a', DEMO_PASSWORD);
        await page.goto('/');
        await page.waitForURL('**/dashboard/client**', { timeout: 30_000 });
        expect(watch.take()).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('shows the public pages with no CSP violation', async () => {
    const context = await stack.browser!.newContext({ baseURL: site.url, locale: 'es-MX' });
    const page = await context.newPage();
    try {
      const watch = await watchPage(page, new Set([site.url, new URL(stack.apiUrl).origin]));
      for (const path of [
        '/',
        '/features',
        '/login',
        '/reset-password',
        paths.verifyDelivery.getHref(),
        paths.verify.getHref('A1B2-C3D4-E5F6'),
      ]) {
        const since = Date.now();
        await page.goto(path);
        await watch.quiet(since);
        await page.waitForFunction(() => !/Cargando/.test(document.body.innerText));
      }
      await page.getByText('Constancia válida').waitFor();
      expect(watch.take()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('npm run smoke passes with a valid account and fails, in Spanish, with a wrong password', async () => {
    const passed = await smokeCommand(site.url, 'colaborador', DEMO_PASSWORD);
    expect(passed.code, passed.output).toBe(0);
    expect(passed.output).toContain('✓ Inicio de sesión de colaborador');
    expect(passed.output).toMatch(/Las \d+ comprobaciones pasaron\./);
    const refused = await smokeCommand(site.url, 'colaborador', 'no-es-la-clave');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('✗ Inicio de sesión de colaborador');
    expect(refused.output).toContain('el portal no dejó entrar');
  }, 180_000);

  it.each(['admin', 'cliente_a', 'colaborador'])(
    'walks every screen of %s with no CSP violation (the smoke check)',
    async (user) => {
      const lines: string[] = [];
      const result = await runSmoke(stack.browser!, {
        url: site.url,
        user,
        password: DEMO_PASSWORD,
        extraScreens: EXTRA,
        report: (line) => lines.push(line),
      });
      expect(result.violations).toEqual([]);
      expect(result.ok, lines.join('\n')).toBe(true);
      expect(result.checks.length).toBeGreaterThan(4);
    },
    240_000,
  );
});
