// Runs the Firebase emulators (Auth and Functions, from the project's own firebase-tools) as one child
// process, and waits until the Auth Emulator answers and the functions are loaded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { startChild } from './child';
import { FIREBASE_PROJECT_ID, FUNCTIONS_REGION, ROOT } from './config';
import { waitFor } from './wait';

/** Every port the emulators open, named as firebase.json names them. */
export interface EmulatorPorts {
  auth: number;
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}

export interface EmulatorOptions {
  ports: Pick<EmulatorPorts, 'auth' | 'functions'>;
  configPath: string; // firebase.json-style file naming every port and the functions' source
  projectId?: string;
  dataDir?: string; // Auth accounts: imported at start when it holds an export, exported on exit
  cwd?: string; // firebase-tools writes its debug log here
  env?: NodeJS.ProcessEnv;
  quiet?: boolean; // tests: keep the output only for error reports
}

export interface Emulator {
  url: string; // the Auth Emulator
  functionsUrl: string; // http://127.0.0.1:<port>: callables answer at /<project>/<region>/<name>
  output: () => string;
  stop: () => Promise<void>;
}

// Run with node directly (not through npx) so that signals reach firebase-tools itself.
const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/** The emulators part of a firebase.json for a stack of its own (the browser tests), every port explicit. */
export function emulatorsConfig(ports: EmulatorPorts) {
  const at = (port: number) => ({ host: '127.0.0.1', port });
  return {
    singleProjectMode: true,
    auth: at(ports.auth),
    functions: at(ports.functions),
    hub: at(ports.hub),
    logging: at(ports.logging),
    eventarc: at(ports.eventarc),
    tasks: at(ports.tasks),
    ui: { enabled: false },
  };
}

export async function startEmulators(opts: EmulatorOptions): Promise<Emulator> {
  const projectId = opts.projectId ?? FIREBASE_PROJECT_ID;
  const args = [
    FIREBASE_BIN,
    'emulators:start',
    '--only',
    'auth,functions',
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
  const url = `http://127.0.0.1:${opts.ports.auth}`;
  const functionsUrl = `http://127.0.0.1:${opts.ports.functions}`;
  // One SIGINT: firebase-tools treats a second signal as "stop now" and would skip the export.
  const stop = () => child.stop('SIGINT');
  try {
    await waitFor(`Firebase Emulators ${url}`, () => ready(url, functionsUrl, projectId), {
      timeoutMs: 120_000,
      abort: child.exited,
    });
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${child.output().slice(-4000)}`);
  }
  return { url, functionsUrl, output: child.output, stop };
}

async function ready(authUrl: string, functionsUrl: string, projectId: string): Promise<boolean> {
  const auth = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/config`).catch(() => null);
  if (!auth?.ok) return false;
  // A callable without a token answers 401 once the functions are loaded (404 before).
  const probe = await fetch(callableUrl(functionsUrl, projectId, 'revokesessions'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"data":{}}',
  }).catch(() => null);
  return probe?.status === 401;
}

export const callableUrl = (functionsUrl: string, projectId: string, name: string) =>
  `${functionsUrl}/${projectId}/${FUNCTIONS_REGION}/${name}`;
