// Policy breakage check: proves the integration suite notices a broken policy. Each file in
// tests/policy-breakage/ is a deliberate breakage (a wider policy, a helper that forgets `active` or the
// role, a dropped guard or trigger) applied as an extra last migration; the relevant integration tests run
// against it and must fail. Prints which breakages no test caught and exits 1 if any survives.
//
//   npx tsx scripts/policy-breakage.ts [--no-baseline] [name ...]
//
// --no-baseline skips the run without breakage (the test command has just run the whole integration
// suite); names pick breakages by file name without `.sql`.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

import { openDatabase } from '../local/api/db';

const MIGRATIONS = resolve('supabase/migrations');
const BREAKAGES = resolve('tests/policy-breakage');
const VITEST = resolve('node_modules/vitest/vitest.mjs');
/**
 * The integration files that hold the permission rules (the others test data and files, not policies), in
 * groups run one after the other and in file order (reads first): most breakages fail within seconds of
 * the first gateway start, and only a survivor pays for every group.
 */
const TEST_GROUPS = [
  ['tests/integration/permission-matrix.test.ts'],
  [
    'tests/integration/rls-write.test.ts',
    'tests/integration/profile-rpc.test.ts',
    'tests/integration/firebase-project.test.ts',
    'tests/integration/audit-log.test.ts',
    'tests/integration/admin-guard.test.ts',
  ],
  // The LMS rules beyond the matrix; their breakages name these files, so they run first for them.
  ['tests/integration/lms-access.test.ts', 'tests/integration/lms-progress.test.ts'],
  // REPSE compliance (issue 15): the catalogue's trigger and visits, the delivery log and record_delivery.
  ['tests/integration/compliance-catalogue.test.ts', 'tests/integration/compliance-deliveries.test.ts'],
]
  .map((group) => group.filter((file) => existsSync(file)))
  .filter((group) => group.length > 0);
/** Breakages checked at the same time (each run is one vitest process, mostly one gateway). */
const JOBS = Number(process.env.POLICY_BREAKAGE_JOBS ?? 2);

interface Outcome {
  name: string;
  caught: boolean;
  detail: string;
  seconds: number;
}

const args = process.argv.slice(2);
const baseline = !args.includes('--no-baseline');
const only = args.filter((a) => !a.startsWith('--'));
const breakages = readdirSync(BREAKAGES)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => basename(f, '.sql'))
  .filter((name) => only.length === 0 || only.includes(name));

/** Every breakage must apply cleanly on top of the migrations, or a failing suite would prove nothing. */
async function checkBreakagesApply(): Promise<string[]> {
  // Opened like a gateway does, so the snapshot every breakage run starts from exists afterwards.
  const backend = await openDatabase({ migrationsDir: MIGRATIONS });
  const { db } = backend;
  try {
    const invalid: string[] = [];
    for (const name of breakages) {
      try {
        await db.exec(`begin;\n${readFileSync(join(BREAKAGES, `${name}.sql`), 'utf8')}\n;rollback;`);
      } catch (err) {
        await db.exec('rollback').catch(() => undefined);
        invalid.push(`${name}: ${(err as Error).message}`);
      }
    }
    return invalid;
  } finally {
    await backend.close();
  }
}

/** A migrations folder: the real ones (linked) plus the breakage as the last migration. */
function migrationsWith(name: string | null, dir: string): string {
  const out = join(dir, 'migrations');
  mkdirSync(out, { recursive: true });
  const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
  for (const file of files) symlinkSync(join(MIGRATIONS, file), join(out, file));
  if (name) {
    writeFileSync(
      join(out, `99991231235959_breakage_${name}.sql`),
      readFileSync(join(BREAKAGES, `${name}.sql`)),
    );
  }
  return out;
}

/** Test files run in one vitest process, optionally only the tests whose full name matches `names`. */
interface Group {
  files: string[];
  names?: string;
}

/**
 * A breakage may name the test files expected to catch it (`-- caught by: <file> [<file>...]`, e.g. one
 * with a gateway of its own, or the one file of its feature instead of the whole matrix), and within them
 * the tests (`-- caught by tests: <pattern>`, Vitest's `-t`, e.g. `writes 'feedback'`: a write breakage
 * then skips the matrix's reads, which run first). That group runs first, so a caught breakage costs only
 * it. The full groups still follow, unfiltered, if it misses: a wrong hint costs time, never hides a
 * survivor. Named files that do not exist are skipped (an empty run would look like a failure, that is,
 * like a catch).
 */
function groupsFor(name: string | null): Group[] {
  const sql = name ? readFileSync(join(BREAKAGES, `${name}.sql`), 'utf8') : '';
  const all = TEST_GROUPS.map((files) => ({ files }));
  const named = (/^-- caught by: (.+)$/m.exec(sql)?.[1] ?? '')
    .split(/\s+/)
    .filter((file) => file !== '' && existsSync(file));
  const names = /^-- caught by tests: (.+)$/m.exec(sql)?.[1]?.trim();
  if (named.length === 0) return all;
  if (names) return [{ files: named, names }, ...all];
  const rest = TEST_GROUPS.map((g) => g.filter((f) => !named.includes(f))).filter((g) => g.length > 0);
  return [{ files: named }, ...rest.map((files) => ({ files }))];
}

/** Runs the policy tests group by group; resolves with the first failure, or null if all passed. */
async function runSuite(
  name: string | null,
  migrationsDir: string,
  dir: string,
  bail: boolean,
): Promise<string | null> {
  if (!bail) return runFiles({ files: TEST_GROUPS.flat() }, migrationsDir, dir, false);
  for (const group of groupsFor(name)) {
    const failure = await runFiles(group, migrationsDir, dir, true);
    if (failure) return failure;
  }
  return null;
}

interface VitestJson {
  testResults: { assertionResults: { fullName: string; status: string }[]; message?: string; name: string }[];
}

/** Runs test files against a migrations folder; resolves with the first failure, or null if all passed. */
function runFiles(
  { files, names }: Group,
  migrationsDir: string,
  dir: string,
  bail: boolean,
): Promise<string | null> {
  const report = join(dir, 'report.json');
  rmSync(report, { force: true });
  // Vitest's CLI straight from node_modules: `npx` would add an npm start (seconds under load) per run.
  const argv = [VITEST, 'run', '--project', 'integration', '--reporter=json'];
  argv.push('--sequence.shuffle=false', `--outputFile=${report}`, ...(bail ? ['--bail=1'] : []));
  argv.push(...(names ? ['-t', names] : []), ...files);
  return new Promise((done) => {
    const child = spawn(process.execPath, argv, {
      env: {
        ...process.env,
        PORTAL_MIGRATIONS_DIR: migrationsDir,
        // Every run starts from the snapshot of the project's own migrations (local/api/snapshots.ts) and
        // applies only its breakage; a broken schema is never saved as a snapshot.
        LOCAL_API_SNAPSHOT_WRITE: '0',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-websocket`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      if (code === 0) return done(null);
      try {
        const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
        for (const file of json.testResults) {
          const failed = file.assertionResults.find((a) => a.status === 'failed');
          if (failed) return done(`${basename(file.name)}: ${failed.fullName}`);
          if (file.message) return done(`${basename(file.name)}: ${file.message.split('\n')[0]}`);
        }
      } catch {
        // no report: fall through to the exit code and the end of stderr
      }
      // A filtered run that failed no test (no test matched the pattern, or the run broke) is not a catch:
      // the unfiltered groups decide.
      if (names) return done(null);
      done(`vitest exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    });
  });
}

async function main(): Promise<number> {
  const invalid = await checkBreakagesApply();
  if (invalid.length > 0) {
    console.error(`Breakages that do not apply on top of the migrations:\n  ${invalid.join('\n  ')}`);
    return 1;
  }
  const dir = mkdtempSync(join(tmpdir(), 'policy-breakage-'));
  try {
    if (baseline) {
      const work = join(dir, 'baseline');
      const failure = await runSuite(null, migrationsWith(null, work), work, false);
      if (failure) {
        console.error(`The policy tests fail without any breakage, so the check proves nothing: ${failure}`);
        return 1;
      }
      console.log('baseline: the policy tests pass on the real migrations');
    }
    const outcomes: Outcome[] = [];
    const queue = [...breakages];
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const work = join(dir, name);
        const start = Date.now();
        const failure = await runSuite(name, migrationsWith(name, work), work, true);
        const seconds = (Date.now() - start) / 1000;
        outcomes.push({ name, caught: failure !== null, detail: failure ?? '', seconds });
        const verdict = failure
          ? `caught   ${name} (${seconds.toFixed(0)} s) <- ${failure}`
          : `SURVIVED ${name}`;
        console.log(verdict);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, JOBS) }, worker));
    const survivors = outcomes.filter((o) => !o.caught);
    console.log(`\n${outcomes.length - survivors.length} of ${outcomes.length} breakages caught`);
    if (survivors.length > 0) {
      console.log(`No test caught: ${survivors.map((s) => s.name).join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
