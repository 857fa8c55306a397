// The production build as Firebase Hosting serves it: the run's one `vite build` (global-stack.ts, made for
// the stack's emulators and gateway with the settings this file used to build with again, so its
// Content-Security-Policy names them), copied into the emulator's folder and served with the hosting
// config a deploy uses (scripts/hosting/config.ts). Every emulator port (hosting, hub,
// logging) is explicit and free, in a temp folder with its own TMPDIR, so it collides neither with
// `npm start` nor with the run's other emulators.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startChild } from '../../../local/stack/child';
import { FIREBASE_PROJECT_ID, ROOT } from '../../../local/stack/config';
import { freePort } from '../../../local/stack/ports';
import { waitFor } from '../../../local/stack/wait';
import { hostingConfig } from '../../../scripts/hosting/config';
import type { StackInfo } from './stack-info';

const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

export interface HostedSite {
  url: string;
  distDir: string;
  stop: () => Promise<void>;
}

export async function startHostedSite(stack: StackInfo): Promise<HostedSite> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-hosting-'));
  const stops: Array<() => Promise<void>> = [() => rm(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const fn of stops.splice(0)) await fn().catch(() => undefined);
  };
  try {
    const distDir = join(workDir, 'dist');
    await cp(stack.appDistDir, distDir, { recursive: true });
    const [hosting, hub, logging] = [await freePort(), await freePort(), await freePort()];
    const at = (port: number) => ({ host: '127.0.0.1', port });
    // The Hosting emulator serves `public` relative to the config's folder.
    const config = {
      hosting: await hostingConfig(distDir, 'dist'),
      emulators: {
        singleProjectMode: true,
        hosting: at(hosting),
        hub: at(hub),
        logging: at(logging),
        ui: { enabled: false },
      },
    };
    const configPath = join(workDir, 'firebase.json');
    await writeFile(configPath, JSON.stringify(config, null, 2));
    const tmp = join(workDir, 'tmp');
    await mkdir(tmp);
    const emulator = startChild(
      'app',
      [
        FIREBASE_BIN,
        'emulators:start',
        '--only',
        'hosting',
        '--project',
        FIREBASE_PROJECT_ID,
        '--config',
        configPath,
      ],
      { cwd: workDir, env: { TMPDIR: tmp }, quiet: true },
    );
    stops.unshift(() => emulator.stop('SIGINT'));
    const url = `http://127.0.0.1:${hosting}`;
    await waitFor(`Hosting Emulator ${url}`, async () => (await fetch(url)).ok, {
      timeoutMs: 60_000,
      abort: emulator.exited,
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${emulator.output().slice(-4000)}`);
    });
    return { url, distDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
