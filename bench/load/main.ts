// Load bench: many signed-in people at once against the local API on PostgreSQL. Run: npm run bench:load
// Prints throughput, latency per kind of request and overall, errors and cross-company rows, and writes the
// figures into the table of bench/README.md (../readme-table.ts); nothing here passes or fails, but every
// response is checked (./check.ts): an error answer counts as an error, a row or file of another company
// as a cross-company row, and both are printed.
//
// The stack (./setup.ts): a throwaway PostgreSQL 15, a database with the migrations, the demo and scale
// seeds, nine companies and the bench's users, the gateway in its own process. Each session is a
// supabase-js client with a Firebase-Auth-Emulator-shaped token (as the integration tests make them), and
// sends the requests the portal sends, one after another with no pause, until the time is up:
// - a client (signed in with sync_my_profile) repeats: REPSE documents (the months, then one year's
//   documents), the invoices page, the laboratory page, a download (signed URL, then the file), a read with
//   no company filter (RLS alone decides), another download. Only admins may write to Storage
//   (storage.objects policies), so the uploads come from the admin sessions;
// - an admin repeats, for one company after another: an upload (the file, then its documents row), the
//   company's documents page, and the delete of that document (the row, then the file).
// LOAD_SECONDS (30), LOAD_SESSIONS (50), LOAD_ADMINS (5 of them), LOAD_POOL_SIZE (the gateway's
// connections, 10 as `npm run api`), LOAD_UPLOAD_KB (100) change the run; BENCH_DATABASE_URL uses that
// PostgreSQL server instead of a throwaway one.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '../../src/types/database';
import { firebaseToken, type Client } from '../../tests/integration/helpers';
import { writeBenchReadme, type BenchFigure } from '../readme-table';
import { folderOfKey, folderOfReference, LoadTally, type KindFigures, type Scope } from './check';
import { startLoadStack, type LoadStack, type LoadUser } from './setup';

const int = (name: string, fallback: number) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const SECONDS = int('LOAD_SECONDS', 30);
const SESSIONS = int('LOAD_SESSIONS', 50);
const ADMINS = Math.min(int('LOAD_ADMINS', 5), SESSIONS);
const POOL_SIZE = int('LOAD_POOL_SIZE', 10);
const UPLOAD_KB = int('LOAD_UPLOAD_KB', 100);
/** The p95 aim over every request (bench/README.md says why this figure). */
const P95_AIM_MS = 500;
/** The rows the admins' uploads add are named so; downloads skip them (they are deleted soon after). */
const UPLOAD_NAME = 'Carga ';
const PAGE_SIZE = 20;

const tally = new LoadTally();

interface Session {
  user: LoadUser;
  who: string;
  client: Client;
  /** File references of the company seen in its lists (seeded files only), for the downloads. */
  refs: string[];
  step: number;
}

/** One request of `kind`, timed; a thrown error (network, timeout) is an error of that kind. */
async function timed<T>(kind: string, who: string, request: () => PromiseLike<T>): Promise<T | null> {
  const t0 = performance.now();
  try {
    const answer = await request();
    tally.time(kind, performance.now() - t0);
    return answer;
  } catch (err) {
    tally.time(kind, performance.now() - t0);
    tally.error(kind, `${who}: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

type Rows = Record<string, unknown>[];
type ListAnswer = {
  data: unknown;
  error: { message?: string } | null;
  status?: number;
  count?: number | null;
};

/** Checks a list answer against the scope (and its total when one is known); returns its rows or null. */
function rowsOf(kind: string, s: Session, answer: ListAnswer | null, scope: Scope, total?: number) {
  if (!answer) return null;
  const rows = (Array.isArray(answer.data) ? answer.data : answer.data ? [answer.data] : []) as Rows;
  if (!tally.check(kind, s.who, answer, rows, scope)) return null;
  if (total !== undefined && answer.count !== total)
    tally.error(kind, `${s.who}: total ${String(answer.count)}, se esperaban ${total}`);
  return rows;
}

function remember(s: Session, rows: Rows, columns: string[]) {
  for (const row of rows) {
    if (typeof row.name === 'string' && row.name.startsWith(UPLOAD_NAME)) continue;
    for (const c of columns)
      if (folderOfReference(row[c]) !== null && s.refs.length < 200) s.refs.push(String(row[c]));
  }
}

// ---- the client's requests ------------------------------------------------------------------------------

async function documents(s: Session, company: string) {
  const scope = { company, global: true };
  const own = `company_id.eq.${company},is_global.eq.true`;
  const periods = rowsOf(
    'documentos: meses',
    s,
    await timed('documentos: meses', s.who, () =>
      s.client
        .from('document_periods')
        // The app reads year and month; company_id and is_global are added to check each row.
        .select('company_id, is_global, year, month')
        .or(own)
        .order('year', { ascending: false })
        .order('month', { ascending: false }),
    ),
    scope,
  );
  const year = periods?.[0]?.year;
  if (typeof year !== 'number') return;
  for (let from = 0; ; from += 1000) {
    const rows = rowsOf(
      'documentos: año',
      s,
      await timed('documentos: año', s.who, () =>
        s.client
          .from('documents')
          .select('id, company_id, is_global, year, month, name, url, document_type')
          .or(own)
          .eq('year', year)
          .order('year', { ascending: false })
          .order('month', { ascending: false })
          .order('name', { ascending: true })
          .order('id')
          .range(from, from + 999),
      ),
      scope,
    );
    if (!rows) return;
    remember(s, rows, ['url']);
    if (rows.length < 1000) return;
  }
}

/** One of the list's first three pages, never past its last one (the app keeps its page in range). */
const pageOf = (s: Session, total: number) => s.step % Math.min(3, Math.max(1, Math.ceil(total / PAGE_SIZE)));

async function invoices(s: Session, company: string, total: number) {
  const page = pageOf(s, total);
  const rows = rowsOf(
    'facturas',
    s,
    await timed('facturas', s.who, () =>
      s.client
        .from('invoices')
        .select(
          'id, company_id, invoice_number, cfdi_uuid, issue_date, due_date, paid_on, amount, currency, status, file_url, xml_url',
          { count: 'exact' },
        )
        .eq('company_id', company)
        .order('issue_date', { ascending: false })
        .order('id')
        .range(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1),
    ),
    { company },
    total,
  );
  if (rows) remember(s, rows, ['file_url', 'xml_url']);
}

async function laboratory(s: Session, company: string, total: number) {
  const page = pageOf(s, total);
  const rows = rowsOf(
    'laboratorio',
    s,
    await timed('laboratorio', s.who, () =>
      s.client
        .from('laboratory_requests')
        // The app's columns, and company_id to check each row.
        .select('id, request_type, patient_name, request_date, notes, status, result_url, company_id', {
          count: 'exact',
        })
        .eq('company_id', company)
        .order('request_date', { ascending: false })
        .order('id')
        .range(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1),
    ),
    { company },
    total,
  );
  if (rows) remember(s, rows, ['result_url']);
}

/** No company filter: what comes back is what RLS lets through, and must all be the client's. */
const RLS_READS = [
  { table: 'invoices', columns: 'id, company_id, file_url, xml_url', total: 'invoices' },
  { table: 'laboratory_requests', columns: 'id, company_id, result_url', total: 'laboratory_requests' },
  { table: 'documents', columns: 'id, company_id, is_global, url' },
  { table: 'directory_entries', columns: 'id, company_id, photo_url' },
] as const;

async function rlsOnly(s: Session, company: string, stack: LoadStack) {
  const read = RLS_READS[s.step % RLS_READS.length];
  const totals = stack.totals.get(company);
  rowsOf(
    'solo RLS',
    s,
    await timed('solo RLS', s.who, () =>
      (s.client as unknown as SupabaseClient)
        .from(read.table)
        .select(read.columns, { count: 'exact' })
        .order('id')
        .limit(100),
    ),
    { company, global: read.table === 'documents' },
    'total' in read && totals ? totals[read.total] : undefined,
  );
}

async function download(s: Session, company: string) {
  const ref = s.refs[s.step % s.refs.length];
  const [bucket, ...key] = ref.slice('storage://'.length).split('/');
  const signed = await timed('descarga: URL firmada', s.who, () =>
    s.client.storage.from(bucket).createSignedUrl(key.join('/'), 60),
  );
  if (!signed || !tally.check('descarga: URL firmada', s.who, signed, [], { company })) return;
  const url = signed.data?.signedUrl;
  if (!url) return tally.error('descarga: URL firmada', `${s.who}: sin URL`);
  // The signed path names the object: it must be in the client's folder (or global).
  const path = decodeURIComponent(new URL(url).pathname).split('/object/sign/')[1] ?? '';
  const folder = folderOfKey(path.slice(path.indexOf('/') + 1));
  if (folder !== company && folder !== 'global')
    tally.cross('descarga: URL firmada', s.who, [`${path}: carpeta ${folder}, se esperaba ${company}`]);
  const file = await timed('descarga: archivo', s.who, async () => {
    const res = await fetch(url);
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  });
  if (file && tally.check('descarga: archivo', s.who, file, [], { company }) && file.bytes === 0)
    tally.error('descarga: archivo', `${s.who}: ${path} vacío`);
}

const CLIENT_CYCLE = ['documentos', 'facturas', 'laboratorio', 'descarga', 'solo RLS', 'descarga'] as const;

async function clientStep(s: Session, stack: LoadStack) {
  const company = s.user.company as string;
  const totals = stack.totals.get(company) ?? { invoices: 0, laboratory_requests: 0 };
  let op: (typeof CLIENT_CYCLE)[number] = CLIENT_CYCLE[s.step % CLIENT_CYCLE.length];
  if (op === 'descarga' && s.refs.length === 0) op = 'documentos';
  if (op === 'documentos') await documents(s, company);
  else if (op === 'facturas') await invoices(s, company, totals.invoices);
  else if (op === 'laboratorio') await laboratory(s, company, totals.laboratory_requests);
  else if (op === 'solo RLS') await rlsOnly(s, company, stack);
  else await download(s, company);
}

// ---- the admin's requests -------------------------------------------------------------------------------

const pdf = (() => {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  const body = Buffer.alloc(Math.max(0, UPLOAD_KB * 1024 - head.length - tail.length), 0x25);
  return Buffer.concat([head, body, tail]);
})();

interface AdminState {
  uploaded: { id: string; key: string } | null;
  count: number;
}

async function adminStep(s: Session, stack: LoadStack, state: AdminState) {
  const companies = [...stack.totals.keys()].sort();
  const company = companies[Math.floor(s.step / 3) % companies.length];
  const scope = { company };
  const now = new Date();
  const [year, month] = [now.getFullYear(), now.getMonth() + 1];
  const op = s.step % 3;
  if (op === 0) {
    state.count++;
    const key = `${company}/${year}/${String(month).padStart(2, '0')}/${s.user.uid}-${state.count}.pdf`;
    const up = await timed('subida: archivo', s.who, () =>
      s.client.storage.from('repse-documents').upload(key, pdf, { contentType: 'application/pdf' }),
    );
    if (!up || !tally.check('subida: archivo', s.who, up, [], scope)) return;
    const row = rowsOf(
      'subida: fila',
      s,
      await timed('subida: fila', s.who, () =>
        s.client
          .from('documents')
          .insert({
            company_id: company,
            is_global: false,
            year,
            month,
            name: `${UPLOAD_NAME}${s.user.uid} ${state.count}`,
            url: `storage://repse-documents/${key}`,
            document_type_id: stack.documentTypeId,
            size_bytes: pdf.length,
          })
          .select('id, company_id, is_global, url')
          .single(),
      ),
      scope,
    );
    if (row?.[0]) state.uploaded = { id: String(row[0].id), key };
    // As the app does when the row is refused: the file goes too.
    else await s.client.storage.from('repse-documents').remove([key]);
  } else if (op === 1) {
    rowsOf(
      'lista de documentos (admin)',
      s,
      await timed('lista de documentos (admin)', s.who, () =>
        s.client
          .from('documents')
          .select(
            'id, company_id, is_global, year, month, name, url, document_type, sha256, expires_on, company:companies(name)',
            { count: 'exact' },
          )
          .eq('company_id', company)
          .order('year', { ascending: false })
          .order('month', { ascending: false })
          .order('name')
          .order('id')
          .range(0, PAGE_SIZE - 1),
      ),
      scope,
    );
  } else if (state.uploaded) {
    const { id, key } = state.uploaded;
    state.uploaded = null;
    const gone = await timed('borrado: fila', s.who, () =>
      s.client.from('documents').delete().eq('id', id).select('id, company_id, is_global, url'),
    );
    if (!rowsOf('borrado: fila', s, gone, { company: folderOfKey(key) })) return;
    const removed = await timed('borrado: archivo', s.who, () =>
      s.client.storage.from('repse-documents').remove([key]),
    );
    if (removed) tally.check('borrado: archivo', s.who, removed, [], scope);
  }
}

// ---- the run --------------------------------------------------------------------------------------------

async function session(s: Session, stack: LoadStack, end: number) {
  // Signing in: the portal's first request with the token says who this is.
  const profile = await timed('acceso (perfil)', s.who, () => s.client.rpc('sync_my_profile'));
  const company = s.user.company;
  if (profile && tally.check('acceso (perfil)', s.who, profile, [], { company: company ?? '' })) {
    const p = profile.data as { company_id?: string | null; role?: string } | null;
    if (p?.company_id !== company || p?.role !== s.user.role)
      tally.cross('acceso (perfil)', s.who, [`perfil ${JSON.stringify(p)}`]);
  }
  const state: AdminState = { uploaded: null, count: 0 };
  while (performance.now() < end) {
    try {
      if (s.user.role === 'admin') await adminStep(s, stack, state);
      else await clientStep(s, stack);
    } catch (err) {
      tally.error('excepción', `${s.who}: ${err instanceof Error ? err.message : String(err)}`);
    }
    s.step++;
  }
}

/** A supabase-js client as the portal's, with the user's ID token (the integration tests' kind). */
function signedIn(stack: LoadStack, user: LoadUser): Client {
  const token = firebaseToken(user.uid, { email: user.email });
  return createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    accessToken: async () => token,
  });
}

const ms = (n: number) => `${Math.round(n)} ms`;

function printFigures(kinds: KindFigures[], overall: KindFigures, secs: number) {
  const head = `${'tipo'.padEnd(30)} ${'peticiones'.padStart(10)} ${'por s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errores'.padStart(7)}`;
  console.log(`\n${head}`);
  for (const k of [...kinds, overall])
    console.log(
      `${k.kind.padEnd(30)} ${String(k.requests).padStart(10)} ${(k.requests / secs).toFixed(1).padStart(7)} ${k.p50.toFixed(0).padStart(7)} ${k.p95.toFixed(0).padStart(7)} ${k.p99.toFixed(0).padStart(7)} ${String(k.errors).padStart(7)}`,
    );
  console.log(`\nErrores: ${tally.errors}`);
  for (const e of tally.firstErrors) console.log(`  ${e}`);
  console.log(`Filas de otra empresa: ${tally.crossRows}`);
  for (const c of tally.firstCrossRows) console.log(`  ${c}`);
}

function readmeFigures(
  kinds: KindFigures[],
  overall: KindFigures,
  secs: number,
  loadAtStart: string,
): BenchFigure[] {
  const setting = `${SESSIONS} sesiones (${ADMINS} admins), ${SECONDS} s, ${POOL_SIZE} conexiones; carga ${loadAtStart}`;
  return [
    {
      figure: 'Carga en PostgreSQL: peticiones · por segundo',
      aim: '',
      latest: `${overall.requests} · ${(overall.requests / secs).toFixed(0)}/s (${setting})`,
    },
    {
      figure: 'Carga en PostgreSQL: p50 · p95 · p99 de todas las peticiones',
      aim: `p95 ≤ ${P95_AIM_MS} ms`,
      latest: `${ms(overall.p50)} · ${ms(overall.p95)} · ${ms(overall.p99)}`,
    },
    {
      figure: 'Carga en PostgreSQL: p95 por tipo',
      aim: '',
      latest: `${kinds.map((k) => `${k.kind} ${Math.round(k.p95)}`).join(' · ')} (ms)`,
    },
    {
      figure: 'Carga en PostgreSQL: errores · filas de otra empresa',
      aim: '0 · 0',
      latest: `${tally.errors} · ${tally.crossRows}`,
    },
  ];
}

async function main() {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`Banco de carga · node ${process.version} · ${cpus().length} CPU · carga ${load()}`);
  const log = (m: string) => console.log(`  ${m}`);
  const t0 = performance.now();
  const stack = await startLoadStack({
    clients: SESSIONS - ADMINS,
    admins: ADMINS,
    poolSize: POOL_SIZE,
    log,
  });
  log(`Entorno listo en ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
  try {
    console.log(
      `\n${SESSIONS - ADMINS} clientes de ${new Set(stack.users.map((u) => u.company).filter(Boolean)).size} empresas y ${ADMINS} administradores a la vez, ${SECONDS} s, sin pausas.\n` +
        `  cliente: acceso (perfil), luego en ciclo ${CLIENT_CYCLE.join(' → ')}\n` +
        `  admin: en ciclo subida (${UPLOAD_KB} kB + fila) → lista de documentos → borrado (fila + archivo), empresa tras empresa`,
    );
    const sessions: Session[] = stack.users.map((user, i) => ({
      user,
      who: user.uid,
      client: signedIn(stack, user),
      refs: [],
      step: i,
    }));
    // The machine's load as the sessions start (the set-up above raised it too).
    const loadAtStart = loadavg()[0].toFixed(1);
    console.log(`  carga al empezar ${load()}`);
    const [cpu0, own0] = [await stack.cpu(), process.cpuUsage()];
    const start = performance.now();
    await Promise.all(sessions.map((s) => session(s, stack, start + SECONDS * 1000)));
    const secs = (performance.now() - start) / 1000;
    const [cpu1, own1] = [await stack.cpu(), process.cpuUsage(own0)];
    const { kinds, overall } = tally.figures();
    printFigures(kinds, overall, secs);
    // Where the two CPUs went: a figure well under the run's length times the CPUs means others had them.
    const cpuLine = [
      `API local ${(cpu1.gateway - cpu0.gateway).toFixed(1)} s`,
      `conexiones de PostgreSQL ${(cpu1.database - cpu0.database).toFixed(1)} s`,
      `este banco (clientes) ${((own1.user + own1.system) / 1e6).toFixed(1)} s`,
    ].join(' · ');
    console.log(`\nDuración real ${secs.toFixed(1)} s · carga al terminar ${load()}\nCPU usada: ${cpuLine}`);
    await writeBenchReadme(readmeFigures(kinds, overall, secs, loadAtStart));
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
