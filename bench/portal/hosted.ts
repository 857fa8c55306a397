// The public pages as a hosted deployment serves them: the app built with hosted settings (placeholder
// Firebase and Supabase projects; a visitor without a session contacts neither) and served with gzip
// like the stack's build. The landing's speed aims are about this build.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startChild } from '../../local/stack/child';
import { ROOT } from '../../local/stack/config';
import { freePort } from '../../local/stack/ports';
import { serveDist } from './stack';

/** Every VITE_* name set, so a developer's .env files cannot change what is measured. */
const HOSTED_ENV: Record<string, string> = {
  VITE_LOCAL_STACK: 'false',
  VITE_FIREBASE_API_KEY: 'bench-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'portal-bench.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'portal-bench',
  VITE_FIREBASE_APP_ID: '',
  VITE_FIREBASE_AUTH_EMULATOR_URL: '',
  VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: '',
  VITE_FIREBASE_FUNCTIONS_REGION: 'us-central1',
  VITE_SUPABASE_URL: 'https://portal-bench.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'bench-anon-key',
  VITE_CONTACT_WEBSITE: 'https://www.portal-bench.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.portal-bench.mx/aviso-de-privacidad',
  VITE_CONTACT_PHONE: '+52 55 5120 3400',
  VITE_CONTACT_EMAIL: 'clientes@portal-bench.mx',
};

export async function startHostedBuild(): Promise<{ url: string; stop: () => Promise<void> }> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-bench-hosted-'));
  const distDir = join(workDir, 'dist');
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = startChild(
    'app',
    [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: HOSTED_ENV,
      quiet: true,
    },
  );
  const code = await build.exited;
  if (code !== 0) {
    await rm(workDir, { recursive: true, force: true });
    throw new Error(`vite build falló (código ${code}):\n${build.output().slice(-4000)}`);
  }
  const port = await freePort();
  const server = await serveDist(distDir, port);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
