// Bytes a visitor downloads: gzip JavaScript and CSS per route (what the browser really fetched), and
// the build's lazy chunks by gzip size.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser } from 'playwright-core';

import { SHELL_FILE } from '../../scripts/prerender-plugin';
import { newPage, screenReady, signIn } from './browser';

export interface Weight {
  js: number;
  css: number;
  files: number;
  /** Each script and stylesheet fetched, with its gzip size, largest first. */
  list: { name: string; size: number }[];
  /**
   * JavaScript requested before the first data was visible (a heading in <main> and, when `items`, a row
   * or list item, none of them transparent, no «Cargando» left): what the first screen needed, as
   * opposed to what it fetched afterwards (on idle, before the network went quiet). Null when the page
   * shows no data (/features, /login).
   */
  critical: {
    js: number;
    list: { name: string; size: number }[];
    /** Requested after the first data was visible, with how long after (ms). */
    deferred: { name: string; size: number; ms: number }[];
  } | null;
}

const gz = (body: Buffer | string) => gzipSync(body).length;

/**
 * Runs in the page from its first script: stamps `window.__firstData` (performance.now()) on the first
 * frame where the data is on screen. Opacity counts: an element inside a transparent ancestor is not
 * seen, unless that ancestor is transparent because its CSS entrance has started (it becomes visible on
 * its own, with nothing more to load or run: the compositor may report its first frames at opacity 0
 * while the page's idle work has already begun, which then counted as the first screen's). A string, not
 * a function: tsx may wrap named functions in a helper that the page does not have.
 */
const watchFirstData = (items: boolean) => `(() => {
  const entering = (node) =>
    node.getAnimations().some((a) => a instanceof CSSAnimation && (a.pending || a.playState === 'running'));
  const seen = (el) => {
    if (!el || el.getBoundingClientRect().height === 0) return false;
    for (let node = el; node; node = node.parentElement)
      if (Number(getComputedStyle(node).opacity) === 0 && !entering(node)) return false;
    return true;
  };
  const check = () => {
    const shown =
      document.body !== null &&
      !/Cargando/.test(document.body.innerText) &&
      seen(document.querySelector('main h2')) &&
      (${!items} || seen(document.querySelector('main li, main tbody tr')));
    if (shown) window.__firstData = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** What a fresh load of `path` fetches (after signing in as `user` in the same context, when given). */
export async function routeWeight(
  browser: Browser,
  appUrl: string,
  path: string,
  user?: string,
  items = true,
): Promise<Weight> {
  const { context, page } = await newPage(browser, appUrl);
  try {
    if (user) await signIn(page, user);
    const fresh = await context.newPage();
    if (user) await fresh.addInitScript({ content: watchFirstData(items) });
    const seen: Promise<{ kind: string; name: string; size: number }>[] = [];
    fresh.on('response', (res) => {
      const kind = res.request().resourceType();
      if ((kind === 'script' || kind === 'stylesheet') && res.url().startsWith(appUrl))
        seen.push(
          res.body().then((body) => ({ kind, name: res.url().slice(appUrl.length), size: gz(body) })),
        );
    });
    await fresh.goto(path);
    await screenReady(fresh);
    // What a signed-in screen defers is loaded on idle after its first data (at the latest 3 s after it
    // was queued, src/lib/first-data.ts): wait for it, so that the total counts it.
    if (user) await fresh.waitForTimeout(4000);
    const files = await Promise.all(seen);
    const sum = (kind: string) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.size, 0);
    const list = files.map(({ name, size }) => ({ name, size })).sort((a, b) => b.size - a.size);
    let critical: Weight['critical'] = null;
    if (user) {
      await fresh.waitForFunction(() => '__firstData' in window, undefined, { timeout: 60_000 });
      // Resource timing says when each file was asked for, on the page's own clock.
      const starts = await fresh.evaluate(() => {
        const shownAt = (window as unknown as { __firstData: number }).__firstData;
        return performance
          .getEntriesByType('resource')
          .map((e) => [new URL(e.name).pathname, Math.round(e.startTime - shownAt)] as const);
      });
      const after = new Map(starts);
      const early = files.filter((f) => f.kind === 'script' && (after.get(f.name) ?? -1) < 0);
      const late = files.filter((f) => f.kind === 'script' && (after.get(f.name) ?? -1) >= 0);
      critical = {
        js: early.reduce((n, f) => n + f.size, 0),
        list: early.map(({ name, size }) => ({ name, size })).sort((a, b) => b.size - a.size),
        deferred: late
          .map(({ name, size }) => ({ name, size, ms: after.get(name) ?? 0 }))
          .sort((a, b) => b.size - a.size),
      };
    }
    return { js: sum('script'), css: sum('stylesheet'), files: files.length, list, critical };
  } finally {
    await context.close();
  }
}

/** Every JavaScript file of the build that the SPA shell does not load up front, with its gzip size. */
export function lazyChunks(distDir: string): { name: string; size: number }[] {
  const html = readFileSync(join(distDir, SHELL_FILE), 'utf8');
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !html.includes(`/assets/${f}`))
    .map((name) => ({ name, size: gz(readFileSync(join(assets, name))) }))
    .sort((a, b) => b.size - a.size);
}
