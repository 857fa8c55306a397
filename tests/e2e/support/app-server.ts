// Builds the app with `vite build` for the test stack's ports and serves it with `vite preview`.
import { join } from 'node:path';

import { startChild } from '../../../local/stack/child';
import { ROOT } from '../../../local/stack/config';
import { waitFor } from '../../../local/stack/wait';

const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

export interface AppServerOptions {
  outDir: string;
  port: number;
  env: Record<string, string>; // localAppEnv() plus any VITE_* overrides, e.g. VITE_INACTIVITY_TIMEOUT_MS
}

export async function buildAndPreviewApp(
  opts: AppServerOptions,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { env } = opts;
  const build = startChild(
    'app',
    [VITE_BIN, 'build', '--outDir', opts.outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env,
      quiet: true,
    },
  );
  const code = await build.exited;
  if (code !== 0) throw new Error(`vite build falló (código ${code}):\n${build.output().slice(-4000)}`);

  const preview = startChild(
    'app',
    [
      VITE_BIN,
      'preview',
      '--outDir',
      opts.outDir,
      '--port',
      String(opts.port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: ROOT, env, quiet: true },
  );
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitFor(`vite preview ${url}`, async () => (await fetch(url)).ok, { abort: preview.exited });
  } catch (err) {
    await preview.stop();
    throw new Error(`${(err as Error).message}\n${preview.output().slice(-4000)}`);
  }
  return { url, stop: () => preview.stop() };
}
