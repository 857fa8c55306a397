// With the scale seed (company A: 5,000 documents, 2,000 lab requests, 1,000 invoices, 500 users): how
// long each list takes to show its first rows after the person picks it in the menu, and how long a
// keystroke in the lab search takes (the browser's Event Timing: handlers plus the next paint), then
// until the list shows the filtered page.
import type { Browser, Page } from 'playwright-core';

import { newPage, screenReady, signIn } from './browser';

const ROWS_SHOWN = () =>
  !/Cargando/.test(document.body.innerText) && document.querySelectorAll('main li, main tbody tr').length > 0;

async function timeOpen(page: Page, pick: () => Promise<void>): Promise<number> {
  const t0 = Date.now();
  await pick();
  await page.waitForFunction(ROWS_SHOWN, undefined, { polling: 'raf', timeout: 60_000 });
  return Date.now() - t0;
}

const CLIENT_TABS = ['Laboratorio', 'REPSE', 'Facturación', 'Directorio'];
const ADMIN_SECTIONS = [
  'Perfiles Cliente',
  'Laboratorio',
  'Facturación',
  'Documentos (REPSE)',
  'Auditoría',
  'Retroalimentación',
];

export async function listOpenTimes(browser: Browser, appUrl: string) {
  const out: { list: string; ms: number }[] = [];
  {
    const { context, page } = await newPage(browser, appUrl);
    await signIn(page, 'cliente_a');
    await screenReady(page);
    for (const tab of CLIENT_TABS) {
      const menu = page.getByRole('navigation', { name: 'Secciones del portal' });
      out.push({
        list: `cliente · ${tab}`,
        ms: await timeOpen(page, () => menu.getByRole('button', { name: tab, exact: true }).click()),
      });
    }
    await context.close();
  }
  {
    const { context, page } = await newPage(browser, appUrl);
    await signIn(page, 'admin');
    await screenReady(page);
    for (const section of ADMIN_SECTIONS) {
      const menu = page.getByRole('navigation', { name: 'Administración' });
      const link = menu.getByRole('link', { name: section, exact: true });
      if ((await link.count()) === 0) continue;
      out.push({ list: `admin · ${section}`, ms: await timeOpen(page, () => link.first().click()) });
    }
    await context.close();
  }
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
