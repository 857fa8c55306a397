// A throwaway PostgreSQL 15 cluster for the benchmark (Debian's binaries, run as the `postgres` user in
// a temp folder on a free loopback port), or nothing when the binaries are missing.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Runs a Postgres binary as the `postgres` user (directly when already that user). */
function asPostgres(cmd: string, args: string[]): void {
  const uid = process.getuid?.() ?? -1;
  const [file, argv] =
    uid === 0
      ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
      : ['sudo', ['-u', 'postgres', cmd, ...args]];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export async function startCluster(): Promise<{ url: string; stop(): void } | null> {
  if (!existsSync(join(BIN, 'initdb'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg15-'));
  const stop = () => {
    try {
      asPostgres(join(BIN, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: 0 };
    chownSync(dir, uid, gid);
    const port = await freePort();
    asPostgres(join(BIN, 'initdb'), [
      '-D',
      join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    asPostgres(join(BIN, 'pg_ctl'), [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
