// Policy breakage check: proves the integration suite notices a broken policy. Each file in
// tests/policy-breakage/ is a deliberate breakage (a wider policy, a helper that forgets `active` or the
// role, a dropped guard or trigger) applied as an extra last migration on the migrated and seeded database
// (as a bad migration would reach a live one); the relevant integration tests run against it and must
// fail. Prints which breakages no test caught and exits 1 if any survives. Each job is a child process
// holding one Vitest instance (scripts/policy-breakage/), and every gateway starts from one seeded dump
// made at the start, so a breakage costs its gateway start and its tests.
//
//   npx tsx scripts/policy-breakage.ts [--no-baseline] [name ...]
//
// --no-baseline skips the run without breakage (the test command has just run the whole integration
// suite); names pick breakages by file name without `.sql`.
import { fork, type ChildProcess } from 'node:child_process';
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
import type { PortalDatabase } from '../tests/integration/portal-gateway';
import type { Group } from './policy-breakage/runner';
import type { Reply, Request } from './policy-breakage/worker';

const MIGRATIONS = resolve('supabase/migrations');
const BREAKAGES = resolve('tests/policy-breakage');
const WORKER = resolve('scripts/policy-breakage/worker.ts');
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
  // REPSE compliance: the catalogue's trigger and visits, the delivery log and record_delivery, and the
  // delivery receipts.
  [
    'tests/integration/compliance-catalogue.test.ts',
    'tests/integration/compliance-deliveries.test.ts',
    'tests/integration/delivery-receipts.test.ts',
  ],
  // Notifications: who the triggers tell (the read and mark-read policies are the matrix's).
  ['tests/integration/notifications.test.ts'],
]
  .map((group) => group.filter((file) => existsSync(file)))
  .filter((group) => group.length > 0);
/** Breakages checked at the same time (each job is one Vitest instance in a process of its own). */
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

/**
 * Every breakage must apply cleanly on top of the migrations and the seed, or a failing suite would prove
 * nothing. The database they were tried on (migrated and seeded, nothing kept of the tries) is saved as
 * `base`, the dump every gateway of every breakage starts from.
 */
async function checkBreakagesApply(base: string): Promise<string[]> {
  const backend = await openDatabase({ migrationsDir: MIGRATIONS, seedFiles: ['supabase/seed.sql'] });
  const { db, pglite } = backend;
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
    if (!pglite) throw new Error('the breakage check needs an in-memory PGlite database');
    writeFileSync(base, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
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

/** A job: a worker process holding one Vitest instance, asked to run one group at a time. */
interface Job {
  run(group: Group, database: PortalDatabase): Promise<string | null>;
  stop(): void;
}

function startJob(): Promise<Job> {
  const child: ChildProcess = fork(WORKER, [], {
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-websocket` },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (reply: Reply) => void>();
  let next = 1;
  return new Promise((ready, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => {
      const error = `the breakage worker exited (${code}) before answering`;
      fail(new Error(error));
      for (const answer of waiting.values()) answer({ id: 0, failure: null, error });
    });
    child.on('message', (reply: Reply) => {
      if (reply.id === 0) {
        ready({
          run: (group, database) =>
            new Promise((done, reject) => {
              const id = next++;
              waiting.set(id, (answer) => {
                waiting.delete(id);
                if (answer.error) reject(new Error(answer.error));
                else done(answer.failure);
              });
              child.send({ id, group, database } satisfies Request);
            }),
          stop: () => child.disconnect(),
        });
        return;
      }
      waiting.get(reply.id)?.(reply);
    });
  });
}

/** Runs the policy tests group by group; resolves with the first failure, or null if all passed. */
async function runSuite(job: Job, name: string | null, database: PortalDatabase): Promise<string | null> {
  if (name === null) return job.run({ files: TEST_GROUPS.flat() }, database);
  for (const group of groupsFor(name)) {
    const failure = await job.run(group, database);
    if (failure) return failure;
  }
  return null;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'policy-breakage-'));
  const jobs: Job[] = [];
  try {
    const seededBase = join(dir, 'seeded-base.tar');
    const invalid = await checkBreakagesApply(seededBase);
    if (invalid.length > 0) {
      console.error(`Breakages that do not apply on top of the migrations:\n  ${invalid.join('\n  ')}`);
      return 1;
    }
    jobs.push(...(await Promise.all(Array.from({ length: Math.max(1, JOBS) }, startJob))));
    if (baseline) {
      const failure = await runSuite(jobs[0], null, {
        migrationsDir: migrationsWith(null, join(dir, 'baseline')),
        seededBase,
      });
      if (failure) {
        console.error(`The policy tests fail without any breakage, so the check proves nothing: ${failure}`);
        return 1;
      }
      console.log('baseline: the policy tests pass on the real migrations');
    }
    const outcomes: Outcome[] = [];
    const queue = [...breakages];
    const work = async (job: Job) => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const start = Date.now();
        const database = { migrationsDir: migrationsWith(name, join(dir, name)), seededBase };
        const failure = await runSuite(job, name, database);
        const seconds = (Date.now() - start) / 1000;
        outcomes.push({ name, caught: failure !== null, detail: failure ?? '', seconds });
        const verdict = failure
          ? `caught   ${name} (${seconds.toFixed(0)} s) <- ${failure}`
          : `SURVIVED ${name}`;
        console.log(verdict);
      }
    };
    await Promise.all(jobs.map(work));
    const survivors = outcomes.filter((o) => !o.caught);
    console.log(`\n${outcomes.length - survivors.length} of ${outcomes.length} breakages caught`);
    if (survivors.length > 0) {
      console.log(`No test caught: ${survivors.map((s) => s.name).join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    for (const job of jobs) job.stop();
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
