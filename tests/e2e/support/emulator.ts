// Private Firebase emulators (Auth and Functions) for one test run or bench: their own ports, config file,
// functions copy and temp folder, so they collide neither with a developer's `npm start` nor with another
// engineer's run.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { FIREBASE_PROJECT_ID } from '../../../local/stack/config';
import {
  emulatorsConfig,
  startEmulators,
  type Emulator,
  type EmulatorPorts,
} from '../../../local/stack/emulator';
import { ensureDemoAccounts } from '../../../local/stack/firebase-accounts';
import { prepareFunctionsCopy, type FunctionsSettings } from '../../../local/stack/functions';
import { freePort } from '../../../local/stack/ports';

export async function freeEmulatorPorts(): Promise<EmulatorPorts> {
  return {
    auth: await freePort(),
    functions: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    eventarc: await freePort(),
    tasks: await freePort(),
  };
}

export async function startTestEmulators(
  workDir: string,
  ports: EmulatorPorts,
  settings: FunctionsSettings,
): Promise<Emulator> {
  const tmp = join(workDir, 'tmp');
  await mkdir(tmp, { recursive: true });
  const source = await prepareFunctionsCopy(workDir, settings);
  const configPath = join(workDir, 'firebase.json');
  const config = { functions: [{ source, codebase: 'default' }], emulators: emulatorsConfig(ports) };
  await writeFile(configPath, JSON.stringify(config, null, 2));
  // firebase-tools keeps its hub locator in the temp folder, keyed by project id only: a private TMPDIR
  // keeps two emulators of the same project from finding each other.
  const emulator = await startEmulators({
    ports,
    configPath,
    cwd: workDir,
    env: { TMPDIR: tmp },
    quiet: true,
  });
  await ensureDemoAccounts(emulator.url, FIREBASE_PROJECT_ID);
  return emulator;
}
