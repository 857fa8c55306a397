// Vitest globalSetup of the e2e project: ONE portal stack per run (Auth and Functions emulators, in-memory gateway with
// the migrations and seed, Storage with the demo files, mailbox, the app built once and served by
// `vite preview`), on free ports so a developer's `npm start` and other engineers' runs are untouched.
// Files get its URLs and keys through `inject('e2eStack')` (see ../harness.ts) and must not assume the
// seed is pristine: a test that changes data creates its own rows or users (./fixtures.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { startGateway } from '../../../local/api/server';
import { seedStorage } from '../../../local/seed/storage';
import {
  DEMO_FILES_PREFIX,
  FIREBASE_PROJECT_ID,
  localAppEnv,
  PATHS,
  ROOT,
} from '../../../local/stack/config';
import { startMailbox } from '../../../local/stack/mailbox';
import { startSmtpCatcher } from '../../../local/stack/smtp-catcher';
import { freePort } from '../../../local/stack/ports';
import { buildAndPreviewApp } from './app-server';
import { freeEmulatorPorts, startTestEmulators } from './emulator';
import type { StackInfo } from './stack-info';

type Stop = () => Promise<void>;

export default async function setup(project: TestProject): Promise<Stop> {
  const started = Date.now();
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const stops: Stop[] = [() => rm(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const fn of stops.splice(0)) await fn().catch(() => undefined);
  };
  // Registers a service's stop as soon as it is up, so a failure elsewhere still cleans it up.
  const track = async <T>(service: Promise<T>, stopOf: (s: T) => Stop): Promise<T> => {
    const s = await service;
    stops.unshift(stopOf(s));
    return s;
  };
  try {
    // Ports are chosen up front so every service can know the others' addresses before it starts.
    const [emulatorPorts, appPort, smtpPort] = [
      await freeEmulatorPorts(),
      await freePort(),
      await freePort(),
    ];
    const appUrl = `http://127.0.0.1:${appPort}`;
    const appDistDir = join(workDir, 'dist');
    // The functions' mail goes to this catcher, and the mailbox lists it beside the emulator's.
    const smtp = await track(startSmtpCatcher({ port: smtpPort }), (c) => c.close);
    const gatewayStarted = track(
      startGateway({
        port: 0,
        migrationsDir: join(ROOT, PATHS.migrations),
        seedFiles: [join(ROOT, PATHS.seed)],
        firebaseEmulatorProject: FIREBASE_PROJECT_ID,
        staticDirs: { [DEMO_FILES_PREFIX]: join(ROOT, PATHS.demoFiles) },
        // The apps are served from 127.0.0.1 on ports chosen after the API starts (the inactivity file
        // builds a second one), so the allow-list names the host, any port.
        corsOrigins: ['http://127.0.0.1:*'],
      }),
      (g) => () => g.close(),
    );
    // The emulators (the functions read the gateway's keys when they load) start while the app is built.
    const emulatorStarted = gatewayStarted.then((gateway) =>
      track(
        startTestEmulators(workDir, emulatorPorts, {
          supabaseUrl: gateway.url,
          anonKey: gateway.anonKey,
          serviceKey: gateway.serviceKey,
          portalUrl: appUrl,
          smtpPort,
        }),
        (e) => e.stop,
      ),
    );
    const appStarted = gatewayStarted.then((gateway) =>
      track(
        buildAndPreviewApp({
          outDir: appDistDir,
          port: appPort,
          env: localAppEnv({
            authUrl: `http://127.0.0.1:${emulatorPorts.auth}`,
            functionsUrl: `http://127.0.0.1:${emulatorPorts.functions}`,
            apiUrl: gateway.url,
            anonKey: gateway.anonKey,
          }),
        }),
        (app) => app.stop,
      ),
    );
    const settled = await Promise.allSettled([emulatorStarted, gatewayStarted, appStarted]);
    const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    const [emulator, gateway] = [await emulatorStarted, await gatewayStarted];
    await seedStorage(gateway); // the demo files the seed rows reference (storage://...)
    const mailbox = await track(
      startMailbox({ port: 0, emulatorUrl: emulator.url, projectId: FIREBASE_PROJECT_ID, appUrl, smtp }),
      (m) => m.close,
    );
    const clock = await gateway.db.query<{ tz: string; today: string }>(
      "select current_setting('TimeZone') as tz, current_date::text as today",
    );
    const info: StackInfo = {
      authUrl: emulator.url,
      functionsUrl: emulator.functionsUrl,
      apiUrl: gateway.url,
      anonKey: gateway.anonKey,
      serviceKey: gateway.serviceKey,
      mailboxUrl: mailbox.url,
      smtpPort,
      appUrl,
      appDistDir,
      dataTimeZone: clock.rows[0].tz,
      seededOn: clock.rows[0].today,
    };
    project.provide('e2eStack', info);
    console.log(`e2e: stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (${appUrl})`);
    return stop;
  } catch (err) {
    await stop();
    throw err;
  }
}
