// Benchmark of the local PostgREST-compatible gateway. Run: npm run bench
// Prints figures and writes them into the table of bench/README.md (./readme-table.ts); nothing here
// asserts timings. For each backend (PGlite in this process, and a throwaway PostgreSQL 15 when Debian's
// binaries are there, or BENCH_DATABASE_URL) it measures the HTTP round trip through the gateway and the
// equivalent SQL run directly on the same database, then the requests per second with 1, 5 and 20
// concurrent clients.
import { performance } from 'node:perf_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

import { startGateway, type Gateway, type GatewayOptions } from '../local/api/server';
import { startCluster } from './pg-cluster';
import { writeBenchReadme, type BenchFigure } from './readme-table';

const SCHEMA_DIR = fileURLToPath(new URL('../tests/local-api/schema', import.meta.url));
const WARMUP = 30;
const SAMPLES = 300;
const CONCURRENCY = [1, 5, 20];
const TOTAL_CONCURRENT_REQUESTS = 2000;
// BENCH_ONLY=pglite,latency (comma-separated: pglite, postgres, latency, throughput) runs only those
// sections, to keep a shared machine's CPU for others; unset runs everything.
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const wants = (section: 'pglite' | 'postgres' | 'latency' | 'throughput') =>
  ONLY.size === 0 ||
  ONLY.has(section) ||
  // Naming only backends (or only sections) leaves the other axis whole.
  (['pglite', 'postgres'].includes(section)
    ? !ONLY.has('pglite') && !ONLY.has('postgres')
    : !ONLY.has('latency') && !ONLY.has('throughput'));

interface Case {
  name: string;
  path: string;
  sql: string;
}

// Each REST request beside the SQL PostgREST would build for it (json_agg in Postgres, text out).
const CASES: Case[] = [
  {
    name: 'filtered select (100 of 5,000 rows)',
    path: '/bench_rows?select=id,title,score&category=eq.c&score=gte.500&order=id&limit=100',
    sql: `select coalesce(json_agg(t), '[]')::text as body from (
            select id, title, score from public.bench_rows
            where category = 'c' and score >= 500 order by id limit 100) t`,
  },
  {
    name: 'embedded select (10 authors x 50 rows)',
    path: '/bench_authors?select=id,name,bench_rows(id,title,score)&id=lte.10&order=id&bench_rows.order=id',
    sql: `select coalesce(json_agg(t), '[]')::text as body from (
            select a.id, a.name, coalesce((select json_agg(r) from (
              select id, title, score from public.bench_rows where author_id = a.id order by id) r), '[]') as bench_rows
            from public.bench_authors a where a.id <= 10 order by a.id) t`,
  },
];

const REQUEST_SETTINGS_SQL = `select set_config('search_path', '"public", "extensions"', true),
  set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
  set_config('request.method', 'GET', true), set_config('request.path', '/bench_rows', true),
  set_config('request.headers', '{}', true)`;

function percentile(sorted: number[], p: number): number {
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

async function httpGet(gw: Gateway, path: string): Promise<string> {
  const res = await fetch(`${gw.url}/rest/v1${path}`, {
    headers: { apikey: gw.anonKey, Authorization: `Bearer ${gw.anonKey}` },
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
}

async function latency(gw: Gateway, c: Case) {
  const direct = async () => (await gw.db.query<{ body: string }>(c.sql)).rows[0].body;
  // The same SQL inside a per-request transaction shaped like the gateway's (role and claims set
  // locally, one simple-protocol round trip), to split the overhead between the transaction and the
  // HTTP/parsing layer.
  const inTx = async () =>
    (await gw.db.exec(`BEGIN READ ONLY; ${REQUEST_SETTINGS_SQL}; ${c.sql}; COMMIT;`))[2].rows[0];
  // Sanity check, not a timing assertion: both sides must return the same rows.
  const [viaHttp, viaDb] = [JSON.parse(await httpGet(gw, c.path)), JSON.parse(await direct())];
  if (JSON.stringify(viaHttp) !== JSON.stringify(viaDb))
    throw new Error(`${c.name}: gateway and direct SQL differ`);
  // Interleaved, one sample of each per round, so a burst of load elsewhere on the machine hits
  // all three measures alike instead of skewing whichever ran during it.
  // The HTTP floor: the same body from a bare node:http server through the same fetch, i.e. what
  // the transport alone costs (client and server in this process), whatever the gateway does.
  const body = JSON.stringify(viaHttp);
  const floorServer = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(body);
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;
  const floor = async () => (await fetch(floorUrl, { headers: { apikey: gw.anonKey } })).text();
  const [http, db, tx, bare]: number[][] = [[], [], [], []];
  const fns = [() => httpGet(gw, c.path), direct, inTx, floor];
  try {
    for (let round = 0; round < WARMUP + SAMPLES; round++) {
      for (const [i, fn] of fns.entries()) {
        const t0 = performance.now();
        await fn();
        if (round >= WARMUP) [http, db, tx, bare][i].push(performance.now() - t0);
      }
    }
  } finally {
    floorServer.close();
  }
  for (const list of [http, db, tx, bare]) list.sort((a, b) => a - b);
  return { rows: viaHttp.length as number, http, db, tx, bare };
}

async function throughput(gw: Gateway, path: string, clients: number) {
  let issued = 0;
  const lat: number[] = [];
  const failures: string[] = [];
  const client = async () => {
    while (issued < TOTAL_CONCURRENT_REQUESTS) {
      issued++;
      const t0 = performance.now();
      try {
        await httpGet(gw, path);
        lat.push(performance.now() - t0);
      } catch (err) {
        // Counted and reported, not hidden: a failed request is a finding.
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        failures.push(`${(err as Error).message}${cause ? ` (${cause})` : ''}`);
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const secs = (performance.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  return {
    requests: lat.length,
    failures,
    secs,
    rps: lat.length / secs,
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
  };
}

const f = (ms: number) => ms.toFixed(2).padStart(8);

interface BackendFigures {
  label: string;
  ready: number;
  cases: {
    name: string;
    rows: number;
    hp50: number;
    hp95: number;
    dp50: number;
    dp95: number;
    tx50: number;
    floor50: number;
  }[];
  rps: { clients: number; rps: number; p50: number; p95: number; failures: string[] }[];
}

async function measure(label: string, extra: GatewayOptions): Promise<BackendFigures> {
  const t0 = performance.now();
  const gw = await startGateway({
    port: 0,
    host: '127.0.0.1',
    migrationsDir: SCHEMA_DIR,
    schemas: ['public', 'personal'],
    ...extra,
  });
  const out: BackendFigures = { label, ready: (performance.now() - t0) / 1000, cases: [], rps: [] };
  try {
    for (const c of wants('latency') ? CASES : []) {
      const r = await latency(gw, c);
      out.cases.push({
        name: c.name,
        rows: r.rows,
        hp50: percentile(r.http, 50),
        hp95: percentile(r.http, 95),
        dp50: percentile(r.db, 50),
        dp95: percentile(r.db, 95),
        tx50: percentile(r.tx, 50),
        floor50: percentile(r.bare, 50),
      });
    }
    for (const clients of wants('throughput') ? CONCURRENCY : []) {
      const t = await throughput(gw, CASES[0].path, clients);
      out.rps.push({ clients, rps: t.rps, p50: t.p50, p95: t.p95, failures: t.failures });
    }
  } finally {
    await gw.close();
  }
  return out;
}

function print(all: BackendFigures[]) {
  console.log(
    `${'backend'.padEnd(10)} ${'query'.padEnd(40)} rows  ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'SQL p50'.padStart(8)} ${'SQL p95'.padStart(8)}  ratio p50  ratio p95  ${'SQL+tx p50'.padStart(10)} ${'HTTP floor p50'.padStart(14)}`,
  );
  for (const b of all)
    for (const c of b.cases)
      console.log(
        `${b.label.padEnd(10)} ${c.name.padEnd(40)} ${String(c.rows).padStart(4)}  ${f(c.hp50)} ${f(c.hp95)} ${f(c.dp50)} ${f(c.dp95)}  ${(c.hp50 / c.dp50).toFixed(2).padStart(8)}x ${(c.hp95 / c.dp95).toFixed(2).padStart(8)}x  ${f(c.tx50).padStart(10)} ${f(c.floor50).padStart(14)}`,
      );
  console.log(
    '(latencies in ms; ratio = API / the same SQL run directly on that backend; aim for simple selects on\n' +
      ' PGlite: <= 1.3x; SQL+tx = the same SQL inside BEGIN, set_config of role/claims/request, COMMIT;\n' +
      ' HTTP floor = the same response body from a bare node:http server through the same fetch)\n',
  );
  console.log(`throughput on loopback, ${CASES[0].name}, ${TOTAL_CONCURRENT_REQUESTS} requests:`);
  console.log(`${'backend'.padEnd(10)} clients    req/s   p50 ms   p95 ms  failed`);
  for (const b of all)
    for (const t of b.rps) {
      console.log(
        `${b.label.padEnd(10)} ${String(t.clients).padStart(7)} ${t.rps.toFixed(0).padStart(8)} ${t.p50.toFixed(2).padStart(8)} ${t.p95.toFixed(2).padStart(8)} ${String(t.failures.length).padStart(7)}`,
      );
      // Counted and reported, not hidden: a failed request is a finding.
      if (t.failures.length) console.log(`  first failure: ${t.failures[0]}`);
    }
}

// The figures of bench/README.md's table: per backend and query the latencies, and the throughput.
function readmeFigures(all: BackendFigures[]): BenchFigure[] {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return all.flatMap((b) => [
    ...b.cases.map((c, i) => ({
      figure: `API local, ${b.label}, ${c.name}: p50 API · SQL · API/SQL · SQL+tx · piso HTTP`,
      // The aim is for a simple select on PGlite, the first case.
      aim: b.label === 'PGlite' && i === 0 ? 'API/SQL ≤ 1.3×' : '',
      latest: `${ms(c.hp50)} · ${ms(c.dp50)} · ${(c.hp50 / c.dp50).toFixed(2)}× · ${ms(c.tx50)} · ${ms(c.floor50)}`,
    })),
    ...(b.rps.length
      ? [
          {
            figure: `API local, ${b.label}: peticiones por segundo con ${b.rps.map((t) => t.clients).join(' · ')} clientes`,
            aim: '',
            latest:
              b.rps.map((t) => t.rps.toFixed(0)).join(' · ') +
              (b.rps.some((t) => t.failures.length)
                ? ` (fallidas: ${b.rps.map((t) => t.failures.length).join(' · ')})`
                : ''),
          },
        ]
      : []),
  ]);
}

async function main() {
  // Other processes skew every figure on a shared machine: print the load beside them.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `node ${process.version}, ${cpus().length} CPUs, load average ${load}; ${SAMPLES} samples per figure, ${WARMUP} warm-up\n`,
  );
  const all: BackendFigures[] = wants('pglite') ? [await measure('PGlite', {})] : [];
  const cluster = !wants('postgres') || process.env.BENCH_DATABASE_URL ? null : await startCluster();
  const url = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  try {
    if (!wants('postgres')) console.log('PostgreSQL: skipped (BENCH_ONLY).\n');
    else if (url)
      all.push(await measure('Postgres', { databaseUrl: url, ephemeralDatabase: true, poolSize: 20 }));
    else console.log('PostgreSQL: no /usr/lib/postgresql/15/bin and no BENCH_DATABASE_URL; PGlite only.\n');
  } finally {
    cluster?.stop();
  }
  for (const b of all) console.log(`${b.label}: gateway ready in ${b.ready.toFixed(1)} s`);
  console.log('');
  print(all);
  await writeBenchReadme(readmeFigures(all));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
