// Quick look at a built dist without the stack: console messages and scripts each public page loads.
// Usage: npx tsx bench/portal/quick-check.ts <distDir>
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

import { SHELL_FILE } from '../../scripts/prerender-plugin';
import { launch } from './browser';

const dir = process.argv[2];
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let file = join(dir, path);
  if (!existsSync(file) || statSync(file).isDirectory()) {
    const page = join(dir, path, 'index.html');
    file = existsSync(page) ? page : join(dir, SHELL_FILE);
  }
  const type =
    { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[extname(file)] ??
    'application/octet-stream';
  res.writeHead(200, { 'Content-Type': type });
  createReadStream(file).pipe(res);
});
server.listen(0, '127.0.0.1', async () => {
  const port = (server.address() as { port: number }).port;
  const browser = await launch();
  for (const path of ['/features', '/login', '/']) {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('console', (m) => console.log(`  [${m.type()}] ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`));
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url().split('/').pop()!));
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    console.log(`${path} -> ${page.url()} · ${await page.title()} · scripts: ${scripts.join(' ')}`);
    if (path === '/login') {
      await page.getByLabel('Correo electrónico o usuario').fill('x');
      await page.waitForTimeout(800);
      console.log(`  after typing: ${scripts.join(' ')}`);
    }
    await page.close();
  }
  // Typing into the prerendered login before the app has loaded: the form must keep and know the text.
  const page = await browser.newPage();
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'commit' });
  await page.locator('input[name=identifier]').waitFor();
  await page.locator('input[name=identifier]').fill('cliente_a');
  await page.locator('input[name=password]').fill('secreto');
  const button = page.getByRole('button', { name: 'Iniciar Sesión' });
  await page
    .waitForFunction(
      () => !document.querySelector('button[type=submit]')?.hasAttribute('disabled'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  console.log(
    `typed before hydration: enabled=${await button.isEnabled()} values=${await page.locator('input[name=identifier]').inputValue()}/${await page.locator('input[name=password]').inputValue()}`,
  );
  // A stored session makes the static landing load the app.
  await page.evaluate(() => localStorage.setItem('firebase:authUser:x:[DEFAULT]', '{}'));
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url().split('/').pop()!));
  await page.goto(`http://127.0.0.1:${port}/features`, { waitUntil: 'networkidle' });
  console.log(
    `/features with a stored session loads: ${scripts.length} scripts (${scripts.slice(0, 3).join(' ')}...)`,
  );
  await browser.close();
  server.close();
});
