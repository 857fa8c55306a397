// npm run deploy [-- --dry-run] [--skip-db]
// A hosted deploy (the checklist is docs/deploy.md): checks the hosted settings and the functions' params,
// builds, pushes the migrations, deploys Hosting and Cloud Functions with the build's
// Content-Security-Policy, then runs the smoke check when SMOKE_USER and SMOKE_PASSWORD are set.
// --dry-run checks and prints every step without running any.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

import { loadEnv } from 'vite';

import { ROOT } from '../local/stack/config';
import type { Step } from './deploy/plan';
import { deploy } from './deploy/run';
import { functionsSettingsSpec } from './deploy/settings';

function exec(step: Step): Promise<void> {
  const { argv, env } = step.command ?? { argv: [] };
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`terminó con código ${code}`))));
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, 'skip-db': { type: 'boolean' } },
  });
  return deploy({
    root: ROOT,
    // What `vite build` will read: the .env files of production mode, the environment winning.
    env: { ...loadEnv('production', ROOT, 'VITE_'), ...process.env },
    spec: await functionsSettingsSpec(ROOT),
    dryRun: values['dry-run'] === true,
    skipDatabase: values['skip-db'] === true,
    print: (line = '') => console.log(line),
    exec,
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
