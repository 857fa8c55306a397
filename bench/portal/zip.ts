// The REPSE bulk download at size: 200 files of 1 MB for a company of its own. Time from the click to the
// saved archive and Chromium's peak extra memory, beside fetching the same 200 files without zipping.
import { randomBytes, randomUUID } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';

import type { Gateway } from '../../local/api/server';
import { DEMO_CLAIMS, DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { FIREBASE_PROJECT_ID } from '../../local/stack/config';
import { newPage, screenReady, signIn } from './browser';
import { sampleRss, treeRss } from './memory';

const FILES = 200;
const SIZE = 1024 * 1024;
/** GETs in flight in the app's bulk download (FETCH_CONCURRENCY of src/lib/files/fetch-files.ts). */
const FETCH_CONCURRENCY = 4;

async function rest(
  gw: Gateway,
  path: string,
  init: { method: string; body?: unknown; type?: string; raw?: Buffer },
) {
  const res = await fetch(`${gw.url}${path}`, {
    method: init.method,
    headers: {
      apikey: gw.serviceKey,
      Authorization: `Bearer ${gw.serviceKey}`,
      'Content-Type': init.type ?? 'application/json',
      Prefer: 'return=representation',
    },
    body: init.raw
      ? new Uint8Array(init.raw)
      : init.body === undefined
        ? undefined
        : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method} ${path} -> ${res.status}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** A company with FILES one-megabyte PDFs this month, and a client account of it. */
async function seedZipCompany(gw: Gateway, authUrl: string) {
  const tag = randomUUID().slice(0, 8);
  const [company] = (await rest(gw, '/rest/v1/companies', {
    method: 'POST',
    body: { name: `Bench ZIP ${tag}` },
  })) as {
    id: string;
  }[];
  const now = new Date();
  const rows = [];
  for (let i = 0; i < FILES; i += 1) {
    const key = `${company.id}/bench-${i}.pdf`;
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE - 9)]);
    await rest(gw, `/storage/v1/object/repse-documents/${key}`, {
      method: 'POST',
      type: 'application/pdf',
      raw: body,
    });
    rows.push({
      company_id: company.id,
      year: now.getFullYear(),
      month: now.getMonth() + 1,
      name: `Documento ${i}`,
      url: `storage://repse-documents/${key}`,
    });
  }
  await rest(gw, '/rest/v1/documents', { method: 'POST', body: rows });
  const uid = `bench-${tag}`;
  const email = `bench-${tag}@portal.demo`;
  const admin = (action: string, body: unknown) =>
    fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/${action}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await admin('accounts', { localId: uid, email, password: DEMO_PASSWORD, emailVerified: true });
  await admin('accounts:update', { localId: uid, customAttributes: JSON.stringify(DEMO_CLAIMS) });
  await rest(gw, '/rest/v1/profiles', {
    method: 'POST',
    body: { email, username: `bench_${tag}`, firebase_uid: uid, role: 'client', company_id: company.id },
  });
  return { email, keys: rows.map((r) => r.url.replace('storage://repse-documents/', '')) };
}

export async function bulkZip(
  browser: Browser,
  browserPid: string,
  appUrl: string,
  gw: Gateway,
  authUrl: string,
) {
  const { email, keys } = await seedZipCompany(gw, authUrl);
  const signed = (await rest(gw, '/storage/v1/object/sign/repse-documents', {
    method: 'POST',
    body: { expiresIn: 600, paths: keys },
  })) as { signedURL: string }[];
  const urls = signed.map((s) => `${gw.url}/storage/v1${s.signedURL}`);
  const { context, page } = await newPage(browser, appUrl);
  // A renderer that dies (out of memory) or a closed tab otherwise surfaces only as "page closed".
  let closedBy = '';
  page.on('crash', () => {
    closedBy ||= 'el renderer se cayó (crash)';
  });
  page.on('close', () => {
    closedBy ||= 'la pestaña se cerró';
  });
  browser.on('disconnected', () => {
    closedBy ||= 'Chromium terminó';
  });
  // Samplers are intervals: one left running after a failure would keep the benchmark from exiting.
  const samplers: (() => number)[] = [];
  try {
    await signIn(page, email);
    await page.goto('/dashboard/client?tab=repse');
    await screenReady(page);
    // Plain fetch of the same files, keeping them (as a zip must): one after the other, and
    // FETCH_CONCURRENCY at a time as the zip fetches (the like-for-like figure).
    const plain = async (lanes: number) => {
      const base = treeRss(browserPid);
      const stop = sampleRss(browserPid);
      samplers.push(stop);
      const ms = await page.evaluate(
        async ([list, width]) => {
          const t0 = performance.now();
          const kept: Blob[] = new Array(list.length);
          let next = 0;
          // Inline, not a named const: tsx would wrap a named function in a helper the page lacks.
          await Promise.all(
            Array.from({ length: width }, async () => {
              for (let i = next++; i < list.length; i = next++)
                kept[i] = await (await fetch(list[i], { cache: 'no-store' })).blob();
            }),
          );
          return performance.now() - t0;
        },
        [urls, lanes] as const,
      );
      const extra = stop() - base;
      await page.reload();
      await screenReady(page);
      return { ms, extraMb: extra / 2 ** 20 };
    };
    const sequential = await plain(1);
    const parallel = await plain(FETCH_CONCURRENCY);
    const before = treeRss(browserPid);
    const stopZip = sampleRss(browserPid);
    samplers.push(stopZip);
    // Settled at once into a value: a rejection while the click is still awaited must not go unhandled.
    const download = page.waitForEvent('download', { timeout: 600_000 }).then(
      (d) => d,
      (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
    );
    // How responsive the tab stays: the main thread's long tasks (over 50 ms) while the ZIP is made, and their
    // blocking time (each one's time over 50 ms, as in TBT).
    await page.evaluate(() => {
      const marks = { longTasks: 0, blockingMs: 0 };
      (window as unknown as { zipMarks: typeof marks }).zipMarks = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          marks.longTasks += 1;
          marks.blockingMs += Math.max(0, entry.duration - 50);
        }
      }).observe({ type: 'longtask' });
    });
    const t0 = Date.now();
    // The visible documents also include the demo seed's global ones, so the count is FILES and a few.
    await page.getByRole('button', { name: /^Descargar \d+ documentos \(ZIP\)$/ }).click();
    const file = await download;
    if (file instanceof Error)
      throw new Error(`${closedBy || 'sin descarga'}: ${file.message.split('\n')[0]}`);
    // The archive is complete and handed to the browser; what follows is Chromium saving it to disk.
    const readyMs = Date.now() - t0;
    await file.path();
    const zipMs = Date.now() - t0;
    const zipPeak = stopZip() - before;
    const mainThread = await page.evaluate(
      () => (window as unknown as { zipMarks: { longTasks: number; blockingMs: number } }).zipMarks,
    );
    const disk = await diskZip(page, browserPid);
    return {
      disk,
      plainMs: sequential.ms,
      plainExtraMb: sequential.extraMb,
      parallelMs: parallel.ms,
      parallelExtraMb: parallel.extraMb,
      concurrency: FETCH_CONCURRENCY,
      zipMs,
      readyMs,
      zipExtraMb: zipPeak / 2 ** 20,
      longTasks: mainThread.longTasks,
      blockingMs: mainThread.blockingMs,
    };
  } finally {
    for (const stop of samplers) stop();
    await context.close();
  }
}

// Plain JavaScript (a string): the bundler that runs the benchmark would wrap named functions in a helper
// the page lacks.
const DISK_PICKER = `
Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
window.showSaveFilePicker = async () => {
  const dir = await navigator.storage.getDirectory();
  const handle = await dir.getFileHandle('bench.zip', { create: true });
  return {
    createWritable: async () => {
      const writer = (await handle.createWritable()).getWriter();
      return new WritableStream({
        write: (chunk) => writer.write(chunk),
        abort: (reason) => writer.abort(reason),
        close: async () => {
          await writer.close();
          window.zipSaved = { at: performance.now(), bytes: (await handle.getFile()).size };
        },
      });
    },
  };
};
`;

/**
 * The same archive streamed to a file, as desktop Chromium writes it once the person has picked where to
 * save it (src/lib/files/zip-sinks.ts, pickDiskSink). An automated browser has nobody to answer a real
 * picker (and the app does not offer one to it), so the page is told it is not automated and its picker
 * returns a file of the origin's private file system (on disk, the same writable-stream API). Time from the
 * click to the file closed, Chromium's peak extra memory, and the file's size (a failed run writes none).
 */
async function diskZip(page: Page, browserPid: string) {
  await page.addInitScript({ content: DISK_PICKER });
  await page.reload();
  await screenReady(page);
  const before = treeRss(browserPid);
  const stop = sampleRss(browserPid);
  try {
    const t0 = Date.now();
    await page.getByRole('button', { name: /^Descargar \d+ documentos \(ZIP\)$/ }).click();
    const saved = await page.waitForFunction(
      () => (window as unknown as { zipSaved?: { bytes: number } }).zipSaved?.bytes,
      undefined,
      { timeout: 600_000, polling: 50 },
    );
    const ms = Date.now() - t0;
    return { ms, extraMb: (stop() - before) / 2 ** 20, fileMb: ((await saved.jsonValue()) ?? 0) / 2 ** 20 };
  } finally {
    stop();
  }
}
