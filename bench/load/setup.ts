// What the load bench runs against: a throwaway PostgreSQL 15 (../pg-cluster.ts) or BENCH_DATABASE_URL's
// server, a database of its own there with the migrations, the demo seed and the scale seed (company A with
// a large client's volume), six more companies with a copy of company B's data and files, the bench's own
// users (clients spread over the nine companies, and admins), and the gateway in a process of its own
// (`npm run api`'s cli.ts) so the load generator does not share its event loop.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient } from '@supabase/supabase-js';
import pg from 'pg';

import { seedStorage, demoStoragePlan, DEMO_FILES_DIR } from '../../local/seed/storage';
import { startChild } from '../../local/stack/child';
import { FIREBASE_PROJECT_ID, PATHS, ROOT } from '../../local/stack/config';
import { freePort } from '../../local/stack/ports';
import { makePostgresTemplate } from '../../tests/integration/portal-gateway';
import { startCluster } from '../pg-cluster';
import { FILE_COLUMNS } from './check';

/** Fixed ids of supabase/seed.sql. */
export const SEED_COMPANIES = [
  '10000000-0000-4000-8000-00000000000a',
  '10000000-0000-4000-8000-00000000000b',
  '10000000-0000-4000-8000-00000000000c',
];
/** Company B has the demo data without the scale seed's volume: the bench's companies copy it. */
const TEMPLATE_COMPANY = SEED_COMPANIES[1];
const EXTRA_COMPANIES = Array.from(
  { length: 6 },
  (_, i) => `30000000-0000-4000-8000-0000000000${String(i + 1).padStart(2, '0')}`,
);
export const COMPANIES = [...SEED_COMPANIES, ...EXTRA_COMPANIES];
/** The tables whose rows the bench's companies copy from company B. */
const COPIED_TABLES = ['documents', 'invoices', 'laboratory_requests', 'directory_entries'];

export interface LoadUser {
  uid: string;
  email: string;
  role: 'client' | 'admin';
  /** The client's company; null for an admin. */
  company: string | null;
}

export interface LoadStack {
  url: string;
  anonKey: string;
  users: LoadUser[];
  /** Per company, how many invoices and laboratory requests it has (the lists' totals must match). */
  totals: Map<string, { invoices: number; laboratory_requests: number }>;
  /** The id of the document type the admins' uploads use (a monthly company type). */
  documentTypeId: string;
  /** CPU seconds used so far by the gateway's process and by the database's connections (Linux /proc). */
  cpu(): Promise<{ gateway: number; database: number }>;
  stop(): Promise<void>;
}

/** user + system CPU seconds of a process, from /proc (0 when it is gone or there is no /proc). */
function cpuOf(pid: number): number {
  try {
    // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

function onDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The users: `clients` clients round-robin over the companies, then `admins` admins. */
export function loadUsers(clients: number, admins: number): LoadUser[] {
  const pad = (n: number) => String(n + 1).padStart(2, '0');
  return [
    ...Array.from({ length: clients }, (_, i) => ({
      uid: `load-client-${pad(i)}`,
      email: `load.cliente.${pad(i)}@portal.demo`,
      role: 'client' as const,
      company: COMPANIES[i % COMPANIES.length],
    })),
    ...Array.from({ length: admins }, (_, i) => ({
      uid: `load-admin-${pad(i)}`,
      email: `load.admin.${pad(i)}@portal.demo`,
      role: 'admin' as const,
      company: null,
    })),
  ];
}

/** The bench's companies with company B's rows (file references moved to their own folders), and its users. */
async function seedCompaniesAndUsers(db: pg.Client, users: LoadUser[]): Promise<void> {
  for (const [i, id] of EXTRA_COMPANIES.entries())
    await db.query(`insert into public.companies (id, name, rfc) values ($1, $2, $3)`, [
      id,
      `Empresa de Carga ${i + 1} S.A. de C.V.`,
      `ECA0${i + 1}0101AA${i + 1}`,
    ]);
  for (const table of COPIED_TABLES) {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
         and column_name not in ('id', 'company_id', 'created_at', 'updated_at')`,
      [table],
    );
    const columns = rows.map((r) => r.column_name);
    const value = (c: string) =>
      (FILE_COLUMNS as readonly string[]).includes(c)
        ? `replace(${quoteIdent(c)}, '/' || $2 || '/', '/' || $1 || '/')`
        : c === 'cfdi_uuid' // unique over every company
          ? `case when cfdi_uuid is not null then upper(gen_random_uuid()::text) end`
          : quoteIdent(c);
    for (const company of EXTRA_COMPANIES)
      await db.query(
        `insert into public.${table} (company_id, ${columns.map(quoteIdent).join(', ')})
         select $1::uuid, ${columns.map(value).join(', ')} from public.${table} where company_id = $2::uuid`,
        [company, TEMPLATE_COMPANY],
      );
  }
  for (const u of users)
    await db.query(
      `insert into public.profiles (email, username, firebase_uid, role, active, must_change_password,
         company_id, full_name)
       values ($1, $2, $3, $4, true, false, $5, $6)`,
      [u.email, u.uid.replaceAll('-', '_'), u.uid, u.role, u.company, `Carga ${u.uid}`],
    );
}

/** Company B's files again in each bench company's folder, through the service key as the seed does. */
async function copyFiles(url: string, serviceKey: string): Promise<number> {
  const client = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  let copied = 0;
  for (const f of demoStoragePlan().filter((p) => p.key.startsWith(`${TEMPLATE_COMPANY}/`))) {
    const bytes = readFileSync(join(DEMO_FILES_DIR, f.file));
    const type = f.file.endsWith('.xml')
      ? 'application/xml'
      : f.file.endsWith('.svg')
        ? 'image/svg+xml'
        : 'application/pdf';
    for (const company of EXTRA_COMPANIES) {
      const key = `${company}/${f.key.slice(TEMPLATE_COMPANY.length + 1)}`;
      const { error } = await client.storage.from(f.bucket).upload(key, bytes, { contentType: type });
      if (error) throw new Error(`Storage: no se pudo copiar ${f.bucket}/${key}: ${error.message}`);
      copied++;
    }
  }
  return copied;
}

/** Reads the gateway's printed URL and keys (cli.ts prints them once it is ready). */
async function gatewayKeys(output: () => string, exited: Promise<unknown>) {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 1200 && !done; i++) {
    const text = output();
    const anon = /anon key: (\S+)/.exec(text)?.[1];
    const service = /service_role key: (\S+)/.exec(text)?.[1];
    const url = /API URL: (\S+)/.exec(text)?.[1];
    if (anon && service && url) return { url, anonKey: anon, serviceKey: service };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`la API local no arrancó:\n${output()}`);
}

export async function startLoadStack(opts: {
  clients: number;
  admins: number;
  poolSize: number;
  log: (m: string) => void;
}): Promise<LoadStack> {
  const stops: Array<() => Promise<unknown> | unknown> = [];
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await Promise.resolve(fn()).catch(() => undefined);
  };
  try {
    const cluster = process.env.BENCH_DATABASE_URL ? null : await startCluster();
    if (cluster) stops.push(() => cluster.stop());
    const server = process.env.BENCH_DATABASE_URL ?? cluster?.url;
    if (!server)
      throw new Error(
        'Hace falta PostgreSQL 15: apt-get install postgresql (scripts/test-postgres.sh lo instala), o BENCH_DATABASE_URL.',
      );
    // The migrations and the demo seed, as the integration tests' template.
    const name = `portal_load_${randomBytes(4).toString('hex')}`;
    await makePostgresTemplate(server, name);
    stops.push(async () => {
      const admin = new pg.Client({ connectionString: onDatabase(server, 'postgres') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await admin.end();
    });
    const databaseUrl = onDatabase(server, name);
    opts.log(`Base ${name}: migraciones y semilla demo aplicadas.`);

    const storageDir = await mkdtemp(join(tmpdir(), 'portal-load-storage-'));
    stops.push(() => rm(storageDir, { recursive: true, force: true }));
    const port = await freePort();
    const child = startChild(
      'api',
      [
        '--import',
        'tsx',
        join(ROOT, 'local/api/cli.ts'),
        '--database-url',
        databaseUrl,
        '--port',
        String(port),
        '--pool-size',
        String(opts.poolSize),
        '--firebase-emulator-project',
        FIREBASE_PROJECT_ID,
        '--storage-dir',
        storageDir,
        '--quiet',
      ],
      { cwd: ROOT, quiet: true },
    );
    stops.push(() => child.stop());
    const keys = await gatewayKeys(child.output, child.exited);
    opts.log(`API local (proceso ${child.process.pid}) en ${keys.url}, ${opts.poolSize} conexiones.`);

    await seedStorage({ url: keys.url, serviceKey: keys.serviceKey });
    const users = loadUsers(opts.clients, opts.admins);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // After the files, so the seed's fingerprinting does not read the scale seed's 5,000 documents.
      await db.query(readFileSync(join(ROOT, PATHS.seedScale), 'utf8'));
      await seedCompaniesAndUsers(db, users);
      const copied = await copyFiles(keys.url, keys.serviceKey);
      opts.log(
        `Semilla de escala, ${EXTRA_COMPANIES.length} empresas más con los datos y ${copied} archivos de la B, ${users.length} usuarios.`,
      );
      const totals = new Map<string, { invoices: number; laboratory_requests: number }>();
      const { rows } = await db.query<{ id: string; invoices: number; laboratory_requests: number }>(
        `select c.id,
           (select count(*)::int from public.invoices i where i.company_id = c.id) as invoices,
           (select count(*)::int from public.laboratory_requests l where l.company_id = c.id)
             as laboratory_requests
         from public.companies c`,
      );
      for (const r of rows) totals.set(r.id, r);
      const type = await db.query<{ id: string }>(
        `select id from public.document_types where code = 'cfdi_nomina'`,
      );
      const gatewayPid = child.process.pid ?? 0;
      const cpu = async () => {
        const probe = new pg.Client({ connectionString: databaseUrl });
        await probe.connect();
        try {
          const backends = await probe.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          );
          const database = backends.rows.reduce((sum, r) => sum + cpuOf(r.pid), 0);
          return { gateway: cpuOf(gatewayPid), database };
        } finally {
          await probe.end();
        }
      };
      return { ...keys, users, totals, documentTypeId: type.rows[0].id, cpu, stop };
    } finally {
      await db.end();
    }
  } catch (err) {
    await stop();
    throw err;
  }
}
