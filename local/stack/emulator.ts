// Runs the Firebase Auth Emulator from the project's own firebase-tools as a child process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { startChild } from './child';
import { FIREBASE_PROJECT_ID, ROOT } from './config';
import { waitFor } from './wait';

export interface EmulatorOptions {
  port: number;
  configPath: string; // firebase.json-style file naming the auth port
  projectId?: string;
  dataDir?: string; // imported at start when it holds an export, exported on exit
  cwd?: string; // firebase-tools writes its debug log here
  env?: NodeJS.ProcessEnv;
  quiet?: boolean; // tests: keep the output only for error reports
}

export interface Emulator {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

// Run with node directly (not through npx) so that signals reach firebase-tools itself.
const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

export async function startAuthEmulator(opts: EmulatorOptions): Promise<Emulator> {
  const projectId = opts.projectId ?? FIREBASE_PROJECT_ID;
  const args = [
    FIREBASE_BIN,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    opts.configPath,
  ];
  if (opts.dataDir) {
    // firebase-tools refuses to import from a folder without an export in it, so only import once one exists.
    if (existsSync(join(opts.dataDir, 'firebase-export-metadata.json'))) args.push('--import', opts.dataDir);
    args.push('--export-on-exit', opts.dataDir);
  }
  const child = startChild('auth', args, { cwd: opts.cwd ?? ROOT, env: opts.env, quiet: opts.quiet });
  const url = `http://127.0.0.1:${opts.port}`;
  // One SIGINT: firebase-tools treats a second signal as "stop now" and would skip the export.
  const stop = () => child.stop('SIGINT');
  try {
    await waitFor(`Auth Emulator ${url}`, () => ping(url, projectId), {
      timeoutMs: 90_000,
      abort: child.exited,
    });
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${child.output().slice(-4000)}`);
  }
  return { url, output: child.output, stop };
}

async function ping(url: string, projectId: string): Promise<boolean> {
  const res = await fetch(`${url}/emulator/v1/projects/${projectId}/config`).catch(() => null);
  return res?.ok ?? false;
}
