// With the scale seed (company A: 5,000 documents, most of them typed from the compliance catalogue,
// 2,000 lab requests, 1,000 invoices, 500 users and their proof-of-delivery entries): how long each list
// takes to show its first rows after the person picks it in the menu, and how long a keystroke in the lab
// search takes (the browser's Event Timing: handlers plus the next paint), then until the list shows the
// filtered page.
import type { Browser, Page } from 'playwright-core';

import { newPage, screenReady, signIn } from './browser';

/** Nothing of the screen is loading any more and `scope` shows rows (list items or table rows). */
const ROWS_SHOWN = (scope: string) =>
  !/Cargando/.test(document.body.innerText) &&
  document.querySelectorAll(`${scope} li, ${scope} tbody tr`).length > 0;

/**
 * Milliseconds from the pick to the rows, or null when no rows showed within 60 s (it happens now and
 * then in an admin section on a loaded machine; one such list does not cost the figures of the others).
 *
 * Timed in the page, from the click event to the frame that shows the rows, not around Playwright's click
 * from Node: that would also count its actionability retries (after the previous screen's entrance
 * animation a tab is "not stable", or under the sticky header, and the click waits 20 + 100 + 100 + 500 ms
 * before it happens; `DEBUG=pw:api` shows them), several hundred milliseconds the app does not spend.
 */
async function timeOpen(page: Page, pick: () => Promise<void>, scope = 'main'): Promise<number | null> {
  await page.evaluate((rowsScope: string) => {
    // The previous screen's rows stay on screen until the new one renders: they do not count.
    document
      .querySelectorAll(`${rowsScope} li, ${rowsScope} tbody tr`)
      .forEach((row) => row.setAttribute('data-bench-before', ''));
    const w = window as unknown as { __pickedAt?: number };
    delete w.__pickedAt;
    document.addEventListener(
      'click',
      () => {
        w.__pickedAt = performance.now();
      },
      { capture: true, once: true },
    );
  }, scope);
  await pick();
  try {
    const handle = await page.waitForFunction(
      (rowsScope: string) => {
        const w = window as unknown as { __pickedAt?: number };
        if (w.__pickedAt === undefined || /Cargando/.test(document.body.innerText)) return false;
        const rows = `${rowsScope} li:not([data-bench-before]), ${rowsScope} tbody tr:not([data-bench-before])`;
        if (document.querySelectorAll(rows).length === 0) return false;
        return performance.now() - w.__pickedAt;
      },
      scope,
      { polling: 'raf', timeout: 60_000 },
    );
    return Math.round((await handle.jsonValue()) as number);
  } catch (err) {
    const text = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
    console.error(`  sin filas en 60 s en ${page.url()}: «${text.slice(0, 300)}»`, err);
    return null;
  }
}

// [menu label, what is timed, the part of the page whose rows count]. The REPSE tab holds three lists (the
// completeness matrix, the documents, 'Constancia de entregas'); the last entry times the delivery log
// alone, opened afresh from another tab.
const CLIENT_TABS: [string, string, string][] = [
  ['Estado de la cuenta', 'Estado de la cuenta', 'main'],
  ['Laboratorio', 'Laboratorio', 'main'],
  ['REPSE', 'REPSE', 'main'],
  ['Facturación', 'Facturación', 'main'],
  ['Directorio', 'Directorio', 'main'],
  ['REPSE', 'Constancia de entregas', 'section[aria-labelledby="client-deliveries-title"]'],
];
const ADMIN_SECTIONS = [
  'Perfiles Cliente',
  'Laboratorio',
  'Facturación',
  'Documentos (REPSE)',
  'Auditoría',
  'Retroalimentación',
];
// The tabs inside 'Documentos (REPSE)', each opened from the documents list.
const DOCUMENT_TABS = ['Cumplimiento', 'Catálogo', 'Entregas'];

async function clientTimes(browser: Browser, appUrl: string, out: { list: string; ms: number | null }[]) {
  const { context, page } = await newPage(browser, appUrl);
  try {
    await signIn(page, 'cliente_a');
    await screenReady(page);
    const menu = page.getByRole('navigation', { name: 'Secciones del portal' });
    for (const [tab, list, scope] of CLIENT_TABS) {
      if (list !== tab) {
        // Leave for a light tab first, so the timed tab mounts (and asks the server) again.
        await menu.getByRole('button', { name: 'Mi Perfil', exact: true }).click();
        await screenReady(page);
      }
      const pick = () => menu.getByRole('button', { name: tab, exact: true }).click();
      out.push({ list: `cliente · ${list}`, ms: await timeOpen(page, pick, scope) });
    }
  } finally {
    await context.close();
  }
}

async function adminTimes(browser: Browser, appUrl: string, out: { list: string; ms: number | null }[]) {
  const { context, page } = await newPage(browser, appUrl);
  try {
    await signIn(page, 'admin');
    await screenReady(page);
    const menu = page.getByRole('navigation', { name: 'Administración' });
    // The menu can come after the first screen's data: without this wait every section was skipped.
    await menu.getByRole('link').first().waitFor({ timeout: 30_000 });
    // The admin lands on 'Perfiles Cliente': start from another section (a fresh page load), so that its
    // list is opened from the menu like the others, with nothing of it in the cache.
    const start = await menu
      .getByRole('link', { name: ADMIN_SECTIONS[ADMIN_SECTIONS.length - 1], exact: true })
      .first()
      .getAttribute('href');
    await page.goto(start ?? '/dashboard/admin');
    await screenReady(page);
    for (const section of ADMIN_SECTIONS) {
      const link = menu.getByRole('link', { name: section, exact: true });
      if ((await link.count()) === 0) continue;
      out.push({ list: `admin · ${section}`, ms: await timeOpen(page, () => link.first().click()) });
    }
    const tabs = page.getByRole('navigation', { name: 'Secciones de Documentos (REPSE)' });
    const listTab = tabs.getByRole('link', { name: 'Documentos', exact: true });
    for (const tab of DOCUMENT_TABS) {
      await menu.getByRole('link', { name: 'Documentos (REPSE)', exact: true }).first().click();
      // Each tab is timed from the documents list on screen: screenReady alone could return while the
      // list's code and rows were still on their way (the previous page had no loading text), and the
      // tab's time then included the end of the list's loading.
      await listTab.and(page.locator('[aria-current="page"]')).waitFor({ timeout: 60_000 });
      await page.waitForFunction(ROWS_SHOWN, 'main', { polling: 'raf', timeout: 60_000 });
      await screenReady(page);
      const link = tabs.getByRole('link', { name: tab, exact: true });
      out.push({ list: `admin · Documentos › ${tab}`, ms: await timeOpen(page, () => link.click()) });
    }
  } finally {
    await context.close();
  }
}

export async function listOpenTimes(browser: Browser, appUrl: string) {
  const out: { list: string; ms: number | null }[] = [];
  await clientTimes(browser, appUrl, out);
  await adminTimes(browser, appUrl, out);
  return out;
}

export async function labKeystrokes(browser: Browser, appUrl: string) {
  const { context, page } = await newPage(browser, appUrl);
  try {
    await signIn(page, 'cliente_a');
    await page.goto('/dashboard/client?tab=laboratory');
    await screenReady(page);
    await page.evaluate(() => {
      const w = window as unknown as { __events: number[] };
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.name === 'keydown' || e.name === 'keypress') w.__events.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const box = page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(/Buscar por paciente/))
      .first();
    await box.click();
    const term = 'Escala Paciente 01';
    await box.pressSequentially(term, { delay: 120 });
    const typed = Date.now();
    await page.waitForFunction(
      () => {
        const rows = document.querySelectorAll('main li, main tbody tr');
        return rows.length > 0 && Array.from(rows).every((r) => /Paciente 01/.test(r.textContent ?? ''));
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const settledMs = Date.now() - typed;
    const events = await page.evaluate(() => (window as unknown as { __events: number[] }).__events);
    // Entries are only reported over 16 ms; a keystroke under that counts as 16 (one frame).
    const keys = term.length;
    const durations = [...events, ...Array(Math.max(0, keys - events.length)).fill(16)].sort((a, b) => a - b);
    return { p50: durations[Math.floor(keys / 2)], max: durations[durations.length - 1], settledMs };
  } finally {
    await context.close();
  }
}
