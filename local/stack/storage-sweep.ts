// The storage sweep of `npm start`. The Functions emulator does not run scheduled functions, so the stack
// runs the same sweep (functions/src/maintenance) itself: at start and then every few minutes, with a
// short grace period, e-mailing the admins through the stack's SMTP catcher (the local mailbox shows it).
import { sweepStorage } from '../../functions/src/maintenance/storage-sweep';
import { reportSummary } from '../../functions/src/maintenance/report-text';
import { sweepData, sweepStorageApi } from '../../functions/src/maintenance/sweep-data';
import { log } from './log';
import { localMailer, localProvider, repeat, type LocalScheduleSettings, type Repeating } from './scheduled';

/** Locally an object without its row is removed once it is this old (in production, 24 h). */
export const LOCAL_SWEEP_GRACE_SECONDS = 10 * 60;
export const LOCAL_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export function startStorageSweep(s: LocalScheduleSettings): Repeating {
  const rest = { url: s.apiUrl, anonKey: s.anonKey };
  const deps = {
    data: sweepData(rest, s.serviceKey),
    storage: sweepStorageApi(rest, s.serviceKey),
    mailer: localMailer(s),
    provider: localProvider(s),
  };
  return repeat(LOCAL_SWEEP_INTERVAL_MS, () =>
    sweepStorage(deps, { graceSeconds: LOCAL_SWEEP_GRACE_SECONDS, repair: true })
      .then((report) => {
        // Quiet while everything is consistent.
        if (report.orphans.length || report.missing.length || report.errors.length)
          log('api', reportSummary(report, true));
        for (const error of report.errors) log('api', error);
      })
      .catch((error: Error) => log('api', `La revisión de archivos falló: ${error.message}`)),
  );
}
