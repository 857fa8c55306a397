// Where the time of opening each tab of the admin's 'Documentos (REPSE)' goes: for each tab,
// the requests (code and data) with their start and end after the click, the main thread's work by kind
// (script, style and layout, paint) from a Chromium trace, and when the rows show. Run:
// NODE_OPTIONS=--experimental-websocket npx tsx bench/portal/trace-docs.ts [rounds]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Page } from 'playwright-core';

import { launch, newPage, screenReady, signIn } from './browser';
import { startBenchStack } from './stack';

const TABS = ['Cumplimiento', 'Catálogo', 'Entregas'];
const ROWS_SHOWN = () =>
  !/Cargando/.test(document.body.innerText) && document.querySelectorAll('main li, main tbody tr').length > 0;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

/** Main-thread time by top-level event kind between `from` and `to` (trace microseconds). */
function mainThreadWork(events: TraceEvent[], from: number, to: number) {
  const main = events.find(
    (e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
  );
  const byKind = new Map<string, number>();
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tid === main?.tid && e.pid === main?.pid)
    .filter((e) => e.ts >= from && e.ts <= to);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    for (const e of events) {
      if (e.ph !== 'X' || e.tid !== task.tid || e.pid !== task.pid || e.ts < task.ts || e.ts > end) continue;
      if (
        !/^(FunctionCall|EvaluateScript|v8.compile|UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|TimerFire|ParseHTML|MajorGC|MinorGC|V8.GC_SCAVENGER|v8.evaluateModule)$/.test(
          e.name,
        )
      )
        continue;
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0));
    }
  }
  const long = tasks
    .filter((t) => (t.dur ?? 0) > 30_000)
    .map((t) => [Math.round((t.ts - from) / 1000), Math.round((t.dur ?? 0) / 1000)]);
  return { byKind: [...byKind].map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', '), long };
}

async function openTab(page: Page, tab: string) {
  const menu = page.getByRole('navigation', { name: 'Administración' });
  await menu.getByRole('link', { name: 'Documentos (REPSE)', exact: true }).first().click();
  await screenReady(page);
  const requests: string[] = [];
  const t0 = Date.now();
  const onDone = (req: import('playwright-core').Request) => {
    const url = new URL(req.url());
    const name = url.pathname.startsWith('/assets/')
      ? url.pathname.slice(8)
      : `${url.pathname}${url.search.slice(0, 80)}`;
    const timing = req.timing();
    const start = Math.round(timing.startTime - t0);
    requests.push(`${start}→${Math.round(start + timing.responseEnd)} ${name}`);
  };
  page.on('requestfinished', onDone);
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', '__metadata'],
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const tabs = page.getByRole('navigation', { name: 'Secciones de Documentos (REPSE)' });
  const clickAt = Date.now();
  await tabs.getByRole('link', { name: tab, exact: true }).click();
  await page.waitForFunction(ROWS_SHOWN, undefined, { polling: 'raf', timeout: 60_000 });
  const ms = Date.now() - clickAt;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  const buffer = await browser.stopTracing();
  page.off('requestfinished', onDone);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  // The trace clock is monotonic microseconds; anchor it on the first event after tracing began.
  const first = Math.min(...traceEvents.filter((e) => e.ts > 0 && e.ph === 'X').map((e) => e.ts));
  const work = mainThreadWork(traceEvents, first, first + (ms + 500) * 1000);
  console.log(`\n${tab}: ${ms} ms (click at +${clickAt - t0})`);
  console.log(`  main thread (ms): ${work.byKind}`);
  console.log(`  tasks > 30 ms [start, dur]: ${JSON.stringify(work.long)}`);
  for (const r of requests) console.log(`  ${r}`);
  console.log(`  cpu self time: ${selfTimes(profile)}`);
}

interface CpuProfile {
  nodes: {
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) by script file and by function, the heaviest first. */
const maps = new Map<string, TraceMap | null>();
let distDir = '';
function source(url: string, line: number, column: number): string | null {
  const file = url.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const path = join(distDir, 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map || line < 0) return null;
  const pos = originalPositionFor(map, { line: line + 1, column });
  if (!pos.source) return null;
  const src = pos.source
    .replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1')
    .replace(/^.*\/src\//, 'src/');
  return `${src}${pos.source.includes('node_modules') ? '' : `:${pos.line}`}${pos.name ? ` ${pos.name}` : ''}`;
}

/** Inclusive time by app source function (a sample counts once per function on its stack). */
function inclusive(profile: CpuProfile): string {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const label = new Map<number, string | null>();
  const labelOf = (id: number) => {
    if (!label.has(id)) {
      const f = nodes.get(id)!.callFrame;
      const s = f.url ? source(f.url, f.lineNumber, f.columnNumber) : null;
      label.set(id, s && s.startsWith('src/') ? s.replace(/:\d+/, '') : null);
    }
    return label.get(id);
  };
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const l = labelOf(n);
      if (l && !seen.has(l)) {
        seen.add(l);
        total.set(l, (total.get(l) ?? 0) + (profile.timeDeltas[i] ?? 0));
      }
    }
  });
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
    .join(', ');
}

function selfTimes(profile: CpuProfile): string {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0;
    const f = node.callFrame;
    const mapped = f.url ? source(f.url, f.lineNumber, f.columnNumber) : null;
    const file =
      mapped?.replace(/[: ].*$/, '') ?? (f.url.split('/').pop() || `(${f.functionName || 'native'})`);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const fn = mapped ?? `${file}:${f.functionName || '?'}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
      .join(', ');
  return `\n    by file: ${top(byFile, 15)}\n    by function: ${top(byFn, 20)}\n    inclusive (src): ${inclusive(profile)}`;
}

async function main() {
  const rounds = Number(process.argv[2] ?? 2);
  const stack = await startBenchStack();
  distDir = stack.distDir;
  const browser = await launch();
  try {
    const { context, page } = await newPage(browser, stack.appUrl);
    await signIn(page, 'admin');
    await screenReady(page);
    for (let round = 0; round < rounds; round += 1) for (const tab of TABS) await openTab(page, tab);
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
