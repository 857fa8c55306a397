// The storage sweep of `npm start`. The Functions emulator does not run scheduled functions, so the stack
// runs the same sweep (functions/src/maintenance) itself: at start and then every few minutes, with a
// short grace period, e-mailing the admins through the stack's SMTP catcher (the local mailbox shows it).
import { sweepStorage } from '../../functions/src/maintenance/storage-sweep';
import { reportSummary } from '../../functions/src/maintenance/report-text';
import { sweepData, sweepStorageApi } from '../../functions/src/maintenance/sweep-data';
import { smtpMailer } from '../../functions/src/mail/transport';
import { DEMO_PROVIDER } from './config';
import { log } from './log';

/** Locally an object without its row is removed once it is this old (in production, 24 h). */
export const LOCAL_SWEEP_GRACE_SECONDS = 10 * 60;
export const LOCAL_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface LocalSweepSettings {
  apiUrl: string;
  anonKey: string;
  serviceKey: string;
  smtpPort: number;
  portalUrl: string;
}

export function startStorageSweep(s: LocalSweepSettings): { stop: () => Promise<void> } {
  const rest = { url: s.apiUrl, anonKey: s.anonKey };
  const deps = {
    data: sweepData(rest, s.serviceKey),
    storage: sweepStorageApi(rest, s.serviceKey),
    mailer: smtpMailer({
      host: '127.0.0.1',
      port: s.smtpPort,
      secure: false,
      user: 'portal',
      password: 'local',
      from: `${DEMO_PROVIDER.name} <portal@portal.demo>`,
    }),
    provider: { ...DEMO_PROVIDER, portalUrl: s.portalUrl },
  };
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepStorage(deps, { graceSeconds: LOCAL_SWEEP_GRACE_SECONDS, repair: true })
      .then((report) => {
        // Quiet while everything is consistent.
        if (report.orphans.length || report.missing.length || report.errors.length)
          log('api', reportSummary(report, true));
        for (const error of report.errors) log('api', error);
      })
      .catch((error: Error) => log('api', `La revisión de archivos falló: ${error.message}`));
  };
  run();
  const timer = setInterval(run, LOCAL_SWEEP_INTERVAL_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
