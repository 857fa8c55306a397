// From the click on 'Iniciar Sesión' to the first data on screen, and how many requests had to wait for
// another one (the longest chain of requests each starting after the previous one ended).
import type { Browser, Request } from 'playwright-core';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { newPage } from './browser';

const DATA_SHOWN = () =>
  !/Cargando/.test(document.body.innerText) &&
  document.querySelector('main h2') !== null &&
  document.querySelectorAll('main li, main tbody tr').length > 0;

export async function signInToData(browser: Browser, appUrl: string, user: string) {
  const { context, page } = await newPage(browser, appUrl);
  try {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Correo electrónico o usuario').fill(user);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    // A person takes a second or more to type; what the page loads once the form is touched is in by then.
    await page.waitForTimeout(1000);
    const requests: { url: string; start: number; end: number }[] = [];
    const onDone = (req: Request) => {
      const t = req.timing();
      requests.push({ url: req.url(), start: t.startTime, end: t.startTime + t.responseEnd });
    };
    page.on('requestfinished', onDone);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForFunction(DATA_SHOWN, undefined, { polling: 'raf', timeout: 60_000 });
    const shown = Date.now();
    page.off('requestfinished', onDone);
    const within = requests
      .filter((r) => r.start >= clicked - 5 && r.end <= shown)
      .sort((a, b) => a.start - b.start);
    const chain: typeof within = [];
    for (const r of within) if (!chain.length || r.start >= chain[chain.length - 1].end) chain.push(r);
    return {
      ms: shown - clicked,
      requests: within.length,
      sequential: chain.length,
      chain: chain.map((r) => new URL(r.url).pathname.replace(/^\/(rest|storage)\/v1/, '').slice(0, 40)),
    };
  } finally {
    await context.close();
  }
}
