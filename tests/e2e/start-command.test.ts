// `npm start` refuses to start, with a readable message, when one of its fixed ports is taken.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PORTS, ROOT } from '../../local/stack/config';
import { isPortFree } from '../../local/stack/ports';

const run = promisify(execFile);
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

describe('start command', () => {
  let blocker: Server | undefined;
  beforeAll(async () => {
    // Take the mailbox port unless a running stack already holds it: either way it is busy.
    if (await isPortFree(PORTS.mailbox)) {
      blocker = createServer();
      await new Promise<void>((resolve) => blocker!.listen(PORTS.mailbox, '127.0.0.1', resolve));
    }
  });
  afterAll(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  });

  it('names the busy port and exits with an error before starting anything', async () => {
    const result = await run(process.execPath, [TSX, 'local/stack/start.ts'], {
      cwd: ROOT,
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`El puerto`);
    expect(result.stdout).toContain(`${PORTS.mailbox} (mailbox)`);
    expect(result.stdout).toContain('ya está en uso');
    expect(result.stdout).not.toContain('Iniciando Firebase Auth Emulator');
  });
});
