// Benchmark of the notification triggers (supabase/migrations/*_notification_events.sql). Run:
// npm run bench:notify. Prints figures beside their aim; asserts nothing. On PGlite in this process, and
// on a throwaway PostgreSQL 15 when Debian's binaries are there (or BENCH_DATABASE_URL): the insert of a
// global document with 500 active clients to tell, with the notification trigger and without it, and
// what the trigger adds (aim: under 50 ms), written into the table of bench/README.md.
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';

import type { Backend } from '../local/api/backend';
import { openDatabase } from '../local/api/db';
import { startCluster } from './pg-cluster';
import { writeBenchReadme, type BenchFigure } from './readme-table';

const RECIPIENTS = 500;
const WARMUP = 5;
const SAMPLES = 30;
const AIM_MS = 50;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function prepare(backend: Backend) {
  await backend.db.exec(`
    insert into public.companies (id, name) values ('50000000-0000-4000-8000-000000000001', 'Empresa del banco');
    insert into public.profiles (email, username, role, company_id)
    select format('banco-%s@portal.demo', n), format('banco_%s', n), 'client',
      '50000000-0000-4000-8000-000000000001'
    from generate_series(1, ${RECIPIENTS}) n;`);
}

/** Milliseconds of one insert of a global document (each in its own statement, as the API sends it). */
async function insertTimes(backend: Backend, phase: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await backend.db.query(
      `insert into public.documents (is_global, year, month, name, url)
       values (true, 2026, 11, $1, 'storage://repse-documents/global/banco.pdf')`,
      [`Documento del banco ${phase} ${i}`],
    );
    times.push(performance.now() - start);
  }
  return times;
}

async function measure(label: string, backend: Backend): Promise<BenchFigure> {
  await prepare(backend);
  const trigger = (on: boolean) =>
    backend.db.exec(
      `alter table public.documents ${on ? 'enable' : 'disable'} trigger documents_notify_inserted`,
    );
  await trigger(false);
  await insertTimes(backend, 'calentamiento sin', WARMUP);
  const without = median(await insertTimes(backend, 'sin', SAMPLES));
  await trigger(true);
  await insertTimes(backend, 'calentamiento con', WARMUP);
  const withTrigger = median(await insertTimes(backend, 'con', SAMPLES));
  const { rows } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from public.notifications n join public.documents d on d.id = n.item_id
     where d.name = 'Documento del banco con 0' and n.event = 'document_published'`,
  );
  const added = withTrigger - without;
  console.log(`\n${label}: documento global para ${rows[0].n} clientes (mediana de ${SAMPLES})`);
  console.log(`  insert sin avisos        ${without.toFixed(1)} ms`);
  console.log(`  insert con avisos        ${withTrigger.toFixed(1)} ms`);
  console.log(`  lo que añaden los avisos ${added.toFixed(1)} ms   (objetivo < ${AIM_MS} ms)`);
  const load = loadavg()[0].toFixed(1);
  return {
    figure: `${label}: lo que añaden los avisos al insert de un documento global para ${RECIPIENTS} clientes`,
    aim: `< ${AIM_MS} ms`,
    latest: `${added.toFixed(1)} ms (${without.toFixed(1)} → ${withTrigger.toFixed(1)} ms; carga ${load})`,
  };
}

async function main() {
  console.log(
    `Carga de la máquina al empezar: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const figures: BenchFigure[] = [];
  const pglite = await openDatabase({ migrationsDir: 'supabase/migrations' });
  try {
    figures.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startCluster();
  const url = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  if (!url) {
    console.log('\nPostgreSQL: sin servidor (apt-get install postgresql, o BENCH_DATABASE_URL); se omite.');
  } else {
    try {
      const pg = await openDatabase({
        databaseUrl: url,
        ephemeralDatabase: true,
        migrationsDir: 'supabase/migrations',
      });
      try {
        figures.push(await measure('PostgreSQL', pg));
      } finally {
        await pg.close();
      }
    } finally {
      cluster?.stop();
    }
  }
  console.log(
    `\nCarga de la máquina al terminar: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await writeBenchReadme(figures);
}

await main();
