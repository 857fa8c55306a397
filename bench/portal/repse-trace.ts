// Where the client's REPSE tab spends its opening: `npx tsx bench/portal/repse-trace.ts [runs]`
// builds the app, starts the bench stack with the scale seed, opens 'REPSE' from 'Mi Perfil' and prints
// every request the opening made (code and data) with its start and end after the click, then the time
// until the tab shows rows (the same wait as lists.ts). Figures only; nothing passes or fails.
import { loadavg } from 'node:os';

import type { Page } from 'playwright-core';

import { launch, newPage, screenReady, signIn } from './browser';
import { startBenchStack } from './stack';

interface Entry {
  url: string;
  start: number;
  end: number;
}

const ROWS_SHOWN = () =>
  !/Cargando/.test(document.body.innerText) && document.querySelectorAll('main li, main tbody tr').length > 0;

const short = (url: string) => {
  const u = new URL(url);
  const path = u.pathname.replace(/^\/rest\/v1\//, '');
  return `${path}${u.search ? ` ${decodeURIComponent(u.search).slice(0, 90)}` : ''}`;
};

interface TraceEvent {
  args?: { data?: { type?: string } };
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  cat: string;
}

/**
 * Main-thread time from the click to the rows, by kind of work: busy (top-level tasks), scripting (JS
 * called from tasks), style, layout, paint, and module compile/evaluation. Kinds may nest (a forced layout
 * inside a script), so they do not add up to busy.
 */
function summarizeRel(events: TraceEvent[], shownMs: number) {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return 'no click in trace';
  const from = click.ts;
  const to = from + shownMs * 1000;
  const inWindow = events.filter((e) => e.ph === 'X' && e.tid === click.tid && e.ts >= from && e.ts <= to);
  const sum = (names: string[]) =>
    inWindow.filter((e) => names.includes(e.name)).reduce((t, e) => t + (e.dur ?? 0) / 1000, 0);
  const kinds: [string, string[]][] = [
    ['busy', ['RunTask']],
    ['script', ['FunctionCall', 'EventDispatch', 'TimerFire', 'RunMicrotasks', 'FireAnimationFrame']],
    ['compile+eval', ['v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript']],
    ['style', ['UpdateLayoutTree']],
    ['layout', ['Layout']],
    ['paint', ['Paint', 'PrePaint', 'Layerize', 'Commit']],
  ];
  return kinds.map(([k, names]) => `${k} ${sum(names).toFixed(0)}`).join(' · ');
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The sampled self time of each script file (and of the top functions), until the rows showed. */
function selfByFile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!;
    const file = frame.url ? frame.url.split('/').pop()! : `(${frame.functionName || 'native'})`;
    const ms = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    files.set(file, (files.get(file) ?? 0) + ms);
    const fn = `${file}:${frame.functionName || '?'}@${frame.lineNumber}:${frame.columnNumber}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
      .join(' · ');
  return `${top(files, 12)}\n  top functions: ${top(fns, 15)}`;
}

async function openOnce(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Secciones del portal' });
  await menu.getByRole('button', { name: 'Mi Perfil', exact: true }).click();
  await screenReady(page);
  const entries: Entry[] = [];
  const starts = new Map<object, number>();
  const t0 = Date.now();
  const onRequest = (r: object) => starts.set(r, Date.now() - t0);
  const onDone = (r: { url(): string }) =>
    entries.push({ url: r.url(), start: starts.get(r) ?? -1, end: Date.now() - t0 });
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
  });
  await menu.getByRole('button', { name: 'REPSE', exact: true }).click();
  await page.waitForFunction(ROWS_SHOWN, undefined, { polling: 'raf', timeout: 60_000 });
  const shown = Date.now() - t0;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`  main thread until rows (ms): ${summarizeRel(trace.traceEvents, shown)}`);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`  self time by file (ms): ${selfByFile(profile)}`);
  await cdp.detach();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  return { shown, entries: entries.sort((a, b) => a.start - b.start) };
}

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  const stack = await startBenchStack();
  const browser = await launch();
  try {
    const { context, page } = await newPage(browser, stack.appUrl);
    await signIn(page, 'cliente_a');
    await screenReady(page);
    for (let i = 0; i < runs; i += 1) {
      const { shown, entries } = await openOnce(page);
      console.log(`\nrun ${i + 1} · load ${loadavg()[0].toFixed(2)} · rows shown at ${shown} ms`);
      for (const e of entries)
        console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${short(e.url)}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
