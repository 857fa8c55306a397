// The stack the portal benchmark measures: Firebase emulators (Auth, Functions), gateway with the demo AND scale seeds, Storage
// with the demo files, the production build served by a small static server with gzip (as a real host
// would), all on free ports. Everything stops with `stop()`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

import { startGateway, type Gateway } from '../../local/api/server';
import { seedStorage } from '../../local/seed/storage';
import { DEMO_FILES_PREFIX, FIREBASE_PROJECT_ID, localAppEnv, PATHS, ROOT } from '../../local/stack/config';
import { freePort } from '../../local/stack/ports';
import { SHELL_FILE } from '../../scripts/prerender-plugin';
import { buildAndPreviewApp } from '../../tests/e2e/support/app-server';
import { freeEmulatorPorts, startTestEmulators } from '../../tests/e2e/support/emulator';

export interface BenchStack {
  appUrl: string;
  authUrl: string;
  gateway: Gateway;
  distDir: string;
  stop: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a built SPA with gzip for text types as Hosting does (firebase.json): a prerendered page
 * (dist/<route>/index.html, and dist/index.html for '/') wins, the shell (dist/app.html) for the rest.
 */
export function serveDist(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      const page = join(dir, path, 'index.html');
      file = existsSync(page) ? page : join(dir, SHELL_FILE);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const gzip = /text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function startBenchStack(): Promise<BenchStack> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const stops: Array<() => Promise<void>> = [() => rm(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const fn of stops.splice(0)) await fn().catch(() => undefined);
  };
  try {
    const [emulatorPorts, previewPort, appPort] = [
      await freeEmulatorPorts(),
      await freePort(),
      await freePort(),
    ];
    const gateway = await startGateway({
      port: 0,
      migrationsDir: join(ROOT, PATHS.migrations),
      seedFiles: [join(ROOT, PATHS.seed), join(ROOT, PATHS.seedScale)],
      firebaseEmulatorProject: FIREBASE_PROJECT_ID,
      staticDirs: { [DEMO_FILES_PREFIX]: join(ROOT, PATHS.demoFiles) },
      corsOrigins: ['http://127.0.0.1:*'],
    });
    stops.unshift(() => gateway.close());
    await seedStorage(gateway);
    const emulator = await startTestEmulators(workDir, emulatorPorts, {
      supabaseUrl: gateway.url,
      anonKey: gateway.anonKey,
      serviceKey: gateway.serviceKey,
      portalUrl: `http://127.0.0.1:${appPort}`,
      smtpPort: await freePort(),
    });
    stops.unshift(emulator.stop);
    const distDir = join(workDir, 'dist');
    const preview = await buildAndPreviewApp({
      outDir: distDir,
      port: previewPort,
      env: localAppEnv({
        authUrl: emulator.url,
        functionsUrl: emulator.functionsUrl,
        apiUrl: gateway.url,
        anonKey: gateway.anonKey,
      }),
    });
    await preview.stop(); // only the build is needed; the gzip server below serves it
    const server = await serveDist(distDir, appPort);
    stops.unshift(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { appUrl: `http://127.0.0.1:${appPort}`, authUrl: emulator.url, gateway, distDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
