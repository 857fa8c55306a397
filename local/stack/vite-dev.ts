// The app's Vite dev server as a child process, pointed at the local stack.
import { join } from 'node:path';

import { startChild, type Child } from './child';
import { ROOT } from './config';
import { waitFor } from './wait';

const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

export async function startViteDev(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; child: Child }> {
  const child = startChild('app', [VITE_BIN, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env,
  });
  const url = `http://localhost:${port}`;
  await waitFor(`Vite ${url}`, async () => (await fetch(url)).ok, { timeoutMs: 60_000, abort: child.exited });
  return { url, child };
}
