// Portal benchmark. Run: npm run bench:portal. Prints each figure beside its aim and writes them into the
// table of bench/README.md (../readme-table.ts); nothing here passes or fails. Builds the app, starts its
// own stack with the scale seed on free ports (the paints of the public pages use a second build with
// hosted settings, ./hosted.ts), and drives Debian's Chromium. BENCH_ONLY=weights,vitals,signin,lists,zip
// runs only those sections (the table keeps the other figures with their dates); BENCH_FILES=1 lists the
// files each route fetched (bench/portal/chunks.ts says what is inside each).
import { cpus, loadavg } from 'node:os';

import { writeBenchReadme, type BenchFigure } from '../readme-table';
import { launch } from './browser';
import { startHostedBuild } from './hosted';
import { chromiumBrowserPids } from './memory';
import { listOpenTimes, labKeystrokes } from './lists';
import { signInToData } from './signin';
import { startBenchStack } from './stack';
import { median, vitals } from './vitals';
import { lazyChunks, routeWeight } from './weights';
import { bulkZip } from './zip';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (section: string) => !only || only.includes(section);
const failure = (err: unknown) =>
  `falló: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`;
const rows: BenchFigure[] = [];
const row = (what: string, figure: string, aim = '') => {
  rows.push({ figure: what, aim, latest: figure });
  console.log(`  ${what}: ${figure}${aim ? `  (objetivo ${aim})` : ''}`);
};

async function main() {
  console.log(`Benchmark del portal · ${cpus().length} CPU · carga ${loadavg()[0].toFixed(2)}`);
  // The paints need only the hosted build; every other section measures the stack.
  const needsStack = ['weights', 'signin', 'lists', 'zip'].some(wanted);
  const stack = needsStack ? await startBenchStack() : null;
  const before = chromiumBrowserPids();
  const browser = await launch();
  const pid = [...chromiumBrowserPids()].find((p) => !before.has(p)) ?? '';
  try {
    if (stack && wanted('weights')) await weights(browser, stack);
    if (wanted('vitals')) await paints(browser);
    if (stack && wanted('signin')) await signins(browser, stack.appUrl);
    if (stack && wanted('lists')) await lists(browser, stack.appUrl);
    if (stack && wanted('zip')) await zips(browser, pid, stack);
  } finally {
    await browser.close();
    await stack?.stop();
  }
  console.log(`\nCarga al terminar: ${loadavg()[0].toFixed(2)}`);
  await writeBenchReadme(rows);
}

type Stack = Awaited<ReturnType<typeof startBenchStack>>;
type Chromium = Awaited<ReturnType<typeof launch>>;

async function weights(browser: Chromium, stack: Stack) {
  console.log('\nPeso (JS y CSS gzip que descarga cada pantalla)');
  // The collaborator's first screen (LMS) shows no list with the bench's seed: its first data is the
  // screen without «Cargando».
  const routes: [string, string, string | undefined, string, boolean][] = [
    ['/', '/', undefined, '≤ 100 kB JS', false],
    ['/features', '/features', undefined, '≤ 100 kB JS', false],
    ['/login', '/login', undefined, '≤ 150 kB JS', false],
    ['cliente (Directorio)', '/dashboard/client', 'cliente_a', '≤ 250 kB JS', true],
    ['admin (Perfiles Cliente)', '/dashboard/admin/clientes', 'admin', '≤ 250 kB JS', true],
    ['colaborador (LMS)', '/dashboard/collaborator/lms', 'colaborador', '≤ 250 kB JS', false],
  ];
  const list = (files: { name: string; size: number }[]) =>
    `    ${files.map((f) => `${f.name} ${kb(f.size)}`).join(', ')}`;
  for (const [name, path, user, aim, items] of routes) {
    const w = await routeWeight(browser, stack.appUrl, path, user, items);
    // Until the network is quiet (what the page fetched, deferred loads included), then, for the areas,
    // only what was requested before the first data was visible (the aim's "first screen").
    row(`${name}: JS · CSS · archivos`, `${kb(w.js)} · ${kb(w.css)} · ${w.files}`, w.critical ? '' : aim);
    if (process.env.BENCH_FILES) console.log(list(w.list));
    if (!w.critical) continue;
    row(
      `${name}: JS hasta los primeros datos · archivos`,
      `${kb(w.critical.js)} · ${w.critical.list.length}`,
      aim,
    );
    if (process.env.BENCH_FILES) console.log(list(w.critical.list));
    const later = w.critical.deferred;
    row(
      `${name}: JS pedido después de los primeros datos · archivos`,
      `${kb(later.reduce((n, f) => n + f.size, 0))} · ${later.length}`,
    );
    if (process.env.BENCH_FILES)
      console.log(`    ${later.map((f) => `${f.name} ${kb(f.size)} (+${f.ms} ms)`).join(', ')}`);
  }
  const lazy = lazyChunks(stack.distDir);
  const over = lazy.filter((c) => c.size > 60 * 1024);
  row('trozo diferido más grande', lazy[0] ? `${lazy[0].name} ${kb(lazy[0].size)}` : '-', '≤ 60 kB');
  row(
    'trozos diferidos > 60 kB',
    over.length ? over.map((c) => `${c.name} ${kb(c.size)}`).join(', ') : 'ninguno',
    '0',
  );
}

async function paints(browser: Chromium) {
  console.log('\nFCP, LCP y TBT (mediana de 3), compilación con configuración alojada');
  const hosted = await startHostedBuild();
  try {
    for (const path of ['/', '/features', '/login']) {
      const landing = path !== '/login';
      for (const profile of ['desktop', 'phone'] as const) {
        const runs = [];
        for (let i = 0; i < 3; i += 1) runs.push(await vitals(browser, hosted.url, path, profile));
        const fcp = median(runs.map((r) => r.fcp));
        const lcp = median(runs.map((r) => r.lcp));
        const tbt = median(runs.map((r) => r.tbt));
        const js = median(runs.map((r) => r.jsBeforeFcp));
        const all = median(runs.map((r) => r.js));
        row(
          `${path} ${profile === 'phone' ? 'teléfono (4G lento, CPU 4×)' : 'escritorio'}: FCP · LCP · TBT · JS antes de FCP · JS total`,
          `${ms(fcp)} · ${ms(lcp)} · ${ms(tbt)} · ${kb(js)} · ${kb(all)}`,
          landing && profile === 'phone' ? 'LCP ≤ 1000 ms, sin JS' : '',
        );
      }
    }
  } finally {
    await hosted.stop();
  }
}

async function signins(browser: Chromium, appUrl: string) {
  console.log('\nDe «Iniciar Sesión» a los primeros datos (mediana de 3)');
  // The collaborator's first screen (LMS) shows no list yet, so it has no 'first data' to wait for.
  for (const user of ['cliente_a', 'admin']) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await signInToData(browser, appUrl, user));
    const m = runs.sort((a, b) => a.ms - b.ms)[1];
    row(
      `${user}: tiempo · peticiones · en cadena`,
      `${ms(m.ms)} · ${m.requests} · ${m.sequential} (${m.chain.join(' → ')})`,
      '≤ 300 ms',
    );
  }
}

async function lists(browser: Chromium, appUrl: string) {
  console.log('\nListas con la semilla de escala');
  for (const l of await listOpenTimes(browser, appUrl))
    row(`abrir ${l.list}`, l.ms === null ? 'falló: sin filas en 60 s' : ms(l.ms), '≤ 500 ms');
  const keys = await labKeystrokes(browser, appUrl);
  row('búsqueda de laboratorio: tecla p50 · máx', `${ms(keys.p50)} · ${ms(keys.max)}`, '≤ 50 ms');
  row('búsqueda de laboratorio: última tecla → lista filtrada', ms(keys.settledMs));
}

async function zips(browser: Chromium, pid: string, stack: Stack) {
  console.log('\nDescarga ZIP de 200 archivos de 1 MB');
  let zip;
  try {
    zip = await bulkZip(browser, pid, stack.appUrl, stack.gateway, stack.authUrl);
  } catch (err) {
    // One failing section must not cost the figures of the others.
    row('ZIP de 200 archivos', failure(err));
    return;
  }
  row('descarga sin ZIP: tiempo · memoria extra', `${ms(zip.plainMs)} · ${zip.plainExtraMb.toFixed(0)} MB`);
  row(
    `descarga sin ZIP, ${zip.concurrency} a la vez: tiempo · memoria extra`,
    `${ms(zip.parallelMs)} · ${zip.parallelExtraMb.toFixed(0)} MB`,
  );
  row(
    'ZIP: tiempo · memoria extra',
    `${ms(zip.zipMs)} · ${zip.zipExtraMb.toFixed(0)} MB`,
    '≤ 1.2× · ≤ 300 MB',
  );
  row('ZIP: archivo entregado al navegador · guardado', `${ms(zip.readyMs)} · ${ms(zip.zipMs)}`);
  row('ZIP: tareas largas del hilo principal · bloqueo total', `${zip.longTasks} · ${ms(zip.blockingMs)}`);
  row('ZIP / sin ZIP', `${(zip.zipMs / zip.plainMs).toFixed(2)}×`, '≤ 1.2×');
  row(`ZIP / sin ZIP ${zip.concurrency} a la vez`, `${(zip.zipMs / zip.parallelMs).toFixed(2)}×`);
  row(
    'ZIP a disco (selector de archivo): tiempo · memoria extra · archivo',
    `${ms(zip.disk.ms)} · ${zip.disk.extraMb.toFixed(0)} MB · ${zip.disk.fileMb.toFixed(0)} MB`,
    '≤ 300 MB',
  );
  row('ZIP a disco / sin ZIP', `${(zip.disk.ms / zip.plainMs).toFixed(2)}×`, '≤ 1.2×');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
