// First and largest contentful paint, total blocking time, and the gzip JavaScript that arrived before the
// first paint and in all, of a public page, measured in the page with the
// browser's own PerformanceObservers. TBT here: the part over 50 ms of every long task after the first
// contentful paint, until the page has been idle (network) for a moment.
import type { Browser } from 'playwright-core';

import { newPage, type Profile } from './browser';

const OBSERVE = () => {
  const w = window as unknown as { __lcp: number; __long: [number, number][] };
  w.__lcp = 0;
  w.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

export async function vitals(browser: Browser, appUrl: string, path: string, profile: Profile) {
  const { context, page } = await newPage(browser, appUrl, profile);
  try {
    await page.addInitScript(OBSERVE);
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000); // let a late LCP candidate and long tasks be reported
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __long: [number, number][] };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = w.__long.filter(([start]) => start >= fcp).reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
      // encodedBodySize is the body as sent (gzip here); a script that ended before FCP could delay it.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .filter((e) => /\.m?js(\?|$)/.test(e.name));
      const jsBeforeFcp = scripts
        .filter((e) => e.responseEnd <= fcp)
        .reduce((n, e) => n + e.encodedBodySize, 0);
      // Every script the page fetched until the network went quiet (a page loading its app later too).
      const js = scripts.reduce((n, e) => n + e.encodedBodySize, 0);
      return { fcp, lcp: w.__lcp, tbt, jsBeforeFcp, js };
    });
  } finally {
    await context.close();
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
