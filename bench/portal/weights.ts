// Bytes a visitor downloads: gzip JavaScript and CSS per route (what the browser really fetched), and
// the build's lazy chunks by gzip size.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser } from 'playwright-core';

import { newPage, screenReady, signIn } from './browser';

export interface Weight {
  js: number;
  css: number;
  files: number;
  /** Each script and stylesheet fetched, with its gzip size, largest first. */
  list: { name: string; size: number }[];
}

const gz = (body: Buffer | string) => gzipSync(body).length;

/** What a fresh load of `path` fetches (after signing in as `user` in the same context, when given). */
export async function routeWeight(
  browser: Browser,
  appUrl: string,
  path: string,
  user?: string,
): Promise<Weight> {
  const { context, page } = await newPage(browser, appUrl);
  try {
    if (user) await signIn(page, user);
    const fresh = await context.newPage();
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
    const files = await Promise.all(seen);
    const sum = (kind: string) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.size, 0);
    const list = files.map(({ name, size }) => ({ name, size })).sort((a, b) => b.size - a.size);
    return { js: sum('script'), css: sum('stylesheet'), files: files.length, list };
  } finally {
    await context.close();
  }
}

/** Every JavaScript file of the build that index.html does not load up front, with its gzip size. */
export function lazyChunks(distDir: string): { name: string; size: number }[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !html.includes(`/assets/${f}`))
    .map((name) => ({ name, size: gz(readFileSync(join(assets, name))) }))
    .sort((a, b) => b.size - a.size);
}
