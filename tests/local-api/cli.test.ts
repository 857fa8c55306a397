import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';

import { SCHEMA_DIR, signToken } from './helpers';

// `npm run api -- [flags]` as a user runs it: flags reach the gateway and the printed keys work.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'a-custom-secret-for-the-cli-test-of-32+-chars';
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
  }
});

/** Starts the CLI and resolves with everything it printed once the keys are out. */
function startCli(args: string[]): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'local/api/cli.ts', ...args], { cwd: ROOT });
  let out = '';
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/secret key: .+\n/.test(out)) resolve(out);
    });
    child!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child!.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${out}`)));
  });
}

describe.shuffle('command line', () => {
  it('applies --migrations, --schemas and --jwt-secret, prints working keys and stops on SIGTERM', async () => {
    const out = await startCli([
      '--migrations',
      SCHEMA_DIR,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--schemas',
      'public,personal',
      '--jwt-secret',
      SECRET,
      '--quiet',
    ]);
    const url = /API URL: (http:\/\/\S+?)[\s(]/.exec(out)?.[1];
    const anonKey = /anon key: (\S+)/.exec(out)?.[1];
    expect(url).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
    expect(anonKey).toBeDefined();
    const { payload } = await jwtVerify(anonKey!, new TextEncoder().encode(SECRET));
    expect(payload.role).toBe('anon');

    const base = `${url!.replace('localhost', '127.0.0.1')}/rest/v1`;
    const ok = await fetch(`${base}/notes?select=id&order=id`, {
      headers: { apikey: anonKey!, 'Accept-Profile': 'personal' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([{ id: 1 }, { id: 2 }]);
    // A token signed with the default secret is not valid for this instance.
    const wrong = await fetch(`${base}/countries`, {
      headers: { Authorization: `Bearer ${await signToken({ role: 'anon' })}` },
    });
    expect(wrong.status).toBe(401);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
