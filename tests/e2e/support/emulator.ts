// A private Auth Emulator for one test run: its own port, config file and temp folder, so it neither
// collides with a developer's `npm start` (9099) nor with another engineer's test run.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { FIREBASE_PROJECT_ID } from '../../../local/stack/config';
import { startAuthEmulator, type Emulator } from '../../../local/stack/emulator';
import { ensureDemoAccounts } from '../../../local/stack/firebase-accounts';

export async function startTestEmulator(workDir: string, port: number): Promise<Emulator> {
  const tmp = join(workDir, 'tmp');
  await mkdir(tmp, { recursive: true });
  const configPath = join(workDir, 'firebase.json');
  const config = {
    emulators: { singleProjectMode: true, auth: { host: '127.0.0.1', port }, ui: { enabled: false } },
  };
  await writeFile(configPath, JSON.stringify(config, null, 2));
  // firebase-tools keeps its hub locator in the temp folder, keyed by project id only: a private TMPDIR
  // keeps two emulators of the same project from finding each other.
  const emulator = await startAuthEmulator({
    port,
    configPath,
    cwd: workDir,
    env: { TMPDIR: tmp },
    quiet: true,
  });
  await ensureDemoAccounts(emulator.url, FIREBASE_PROJECT_ID);
  return emulator;
}
