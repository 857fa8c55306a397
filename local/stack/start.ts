// `npm start`: the whole portal offline. Firebase emulators (Auth 9099, Functions 5001), local
// Supabase-compatible API (54321), mailbox (9000) with its SMTP catcher (2525) and the Vite dev server
// (5173), with readable logs and a clean Ctrl-C. The storage sweep and the notification e-mails, scheduled
// in production, run here on timers (local/stack/storage-sweep.ts, local/stack/notifications.ts).
// Flags: --reseed wipes the database and the emulator accounts and seeds both again; --scale adds the
// large-client data of supabase/seed-scale.sql (re-runnable) to company A.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { startGateway, type Gateway } from '../api/server';
import { seedDeliveryReceipt } from '../seed/receipts';
import { seedStorage } from '../seed/storage';
import { FIREBASE_PROJECT_ID, localAppEnv, PATHS, PORTS, ROOT } from './config';
import { startEmulators, type Emulator } from './emulator';
import { ensureDemoAccounts } from './firebase-accounts';
import { prepareFunctions } from './functions';
import { log } from './log';
import { startMailbox, type Mailbox } from './mailbox';
import { startNotifications } from './notifications';
import { startSmtpCatcher } from './smtp-catcher';
import { startStorageSweep } from './storage-sweep';
import { findTakenPorts, takenPortsMessage } from './ports';
import { summaryBox } from './summary';
import { startViteDev } from './vite-dev';

const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
  console.log(
    'Uso: npm start [-- --reseed] [-- --scale]\n  --reseed  borra la base de datos local y las cuentas del emulador y las vuelve a sembrar\n  --scale   añade a la empresa A 5,000 documentos REPSE, 2,000 solicitudes de laboratorio, 1,000 facturas y 500 usuarios',
  );
  process.exit(0);
}
const reseed = args.has('--reseed');
const scale = args.has('--scale');
const abs = (p: string) => join(ROOT, p);
const stops: Array<() => Promise<void>> = [];

async function main(): Promise<void> {
  const started = Date.now();
  const taken = await findTakenPorts({ ...PORTS });
  if (taken.length > 0) {
    log('stack', takenPortsMessage(taken));
    process.exit(1);
  }
  if (reseed) {
    log('stack', '--reseed: se borran la base de datos local y las cuentas del emulador.');
    await rm(abs(PATHS.authData), { recursive: true, force: true });
  }
  await mkdir(abs(PATHS.authData), { recursive: true });

  log('stack', 'Iniciando la API local (PGlite)...');
  const freshDatabase = reseed || !existsSync(join(abs(PATHS.dbData), 'PG_VERSION'));
  const appUrl = `http://localhost:${PORTS.app}`;
  const gateway: Gateway = await startGateway({
    port: PORTS.api,
    host: '127.0.0.1',
    // Only the app's pages may call the API from a browser (Vite answers on both names).
    corsOrigins: [appUrl, `http://127.0.0.1:${PORTS.app}`],
    migrationsDir: abs(PATHS.migrations),
    seedFiles: [abs(PATHS.seed)],
    dataDir: abs(PATHS.dbData),
    fresh: reseed,
    firebaseEmulatorProject: FIREBASE_PROJECT_ID,
    log: true,
  });
  stops.unshift(() => gateway.close());
  // The JWT secret and secret key are random, made once for .local-data/db; the app only gets the anon key.
  log('api', `Clave anon (la de la app): ${gateway.anonKey}`);
  log('api', `Clave service_role: ${gateway.serviceKey}`);
  log('api', `Clave secreta: ${gateway.secretKey} · secreto JWT: ${gateway.jwtSecret}`);
  // The files the seed rows reference (storage://...), stored once with the seed, like the rows.
  if (freshDatabase) {
    log('api', `Archivos demo en Storage: ${(await seedStorage(gateway)).uploaded} subidos.`);
    log('api', `Acuse de entrega demo: ${await seedDeliveryReceipt(gateway.db)}.`);
  }
  if (scale) {
    await gateway.db.exec(await readFile(abs(PATHS.seedScale), 'utf8'));
    log('api', '--scale: empresa A con 5,000 documentos, 2,000 solicitudes, 1,000 facturas y 500 usuarios.');
  }

  // The functions' mail (invitations) goes to this catcher; the mailbox lists it.
  const smtp = await startSmtpCatcher({ port: PORTS.smtp });
  stops.unshift(smtp.close);

  // The functions read the gateway's keys when they load, so the emulators start after the gateway.
  log('stack', 'Iniciando los emuladores de Firebase (Auth y Functions)...');
  await prepareFunctions({
    supabaseUrl: gateway.url,
    anonKey: gateway.anonKey,
    serviceKey: gateway.serviceKey,
    portalUrl: appUrl,
    smtpPort: PORTS.smtp,
  });
  const emulator: Emulator = await startEmulators({
    ports: PORTS,
    configPath: abs(PATHS.firebaseConfig),
    dataDir: abs(PATHS.authData),
  });
  stops.unshift(emulator.stop);
  const created = await ensureDemoAccounts(emulator.url);
  log('auth', created.length ? `Cuentas demo creadas: ${created.join(', ')}` : 'Cuentas demo verificadas.');

  const mailbox: Mailbox = await startMailbox({
    port: PORTS.mailbox,
    emulatorUrl: emulator.url,
    projectId: FIREBASE_PROJECT_ID,
    appUrl,
    smtp,
  });
  stops.unshift(mailbox.close);
  log('mail', `Buzón local en ${mailbox.url} (correo SMTP de las funciones en ${smtp.url})`);

  const scheduled = {
    apiUrl: gateway.url,
    anonKey: gateway.anonKey,
    serviceKey: gateway.serviceKey,
    smtpPort: PORTS.smtp,
    portalUrl: appUrl,
  };
  stops.unshift(startStorageSweep(scheduled).stop);
  stops.unshift(startNotifications(scheduled).stop);

  log('stack', 'Iniciando Vite...');
  const vite = await startViteDev(
    PORTS.app,
    localAppEnv({
      authUrl: emulator.url,
      functionsUrl: emulator.functionsUrl,
      apiUrl: gateway.url,
      anonKey: gateway.anonKey,
    }),
  );
  stops.unshift(() => vite.child.stop());
  void vite.child.exited.then(() => {
    if (!stopping) void shutdown(1, 'Vite terminó inesperadamente.');
  });

  console.log(
    `\n${summaryBox({
      app: appUrl,
      api: gateway.url,
      auth: emulator.url,
      functions: emulator.functionsUrl,
      mailbox: mailbox.url,
      smtp: smtp.url,
    })}\n`,
  );
  log('stack', `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

let stopping = false;
async function shutdown(code: number, reason?: string): Promise<void> {
  if (stopping) return; // a terminal Ctrl-C reaches this process through npm and tsx too
  stopping = true;
  if (reason) log('stack', reason);
  log('stack', 'Deteniendo servicios...');
  for (const stop of stops) {
    await stop().catch((err: Error) => log('stack', `Error al detener: ${err.message}`));
  }
  log('stack', 'Listo. Hasta pronto.');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((err: Error) => void shutdown(1, `No se pudo iniciar el entorno: ${err.message}`));
