// The notification e-mails of `npm start`, which the emulator does not schedule: the sender every 10 s
// with a 30 s grouping window (production: every 2 minutes, 3 minutes), and the day's reminders followed
// by the daily summary at start and then every 5 minutes (production: once a day). The e-mails go to the
// stack's SMTP catcher and appear in the local mailbox.
import {
  runReminders,
  runSender,
  senderSummary,
  type SendMode,
  type SenderDeps,
} from '../../functions/src/notifications/sender';
import { senderData } from '../../functions/src/notifications/sender-data';
import { log } from './log';
import { localMailer, localProvider, repeat, type LocalScheduleSettings, type Repeating } from './scheduled';

export const LOCAL_NOTIFICATION_WINDOW_SECONDS = 30;
export const LOCAL_SENDER_INTERVAL_MS = 10 * 1000;
export const LOCAL_DAILY_INTERVAL_MS = 5 * 60 * 1000;

const failed = (what: string) => (error: Error) => log('mail', `${what} falló: ${error.message}`);

export function startNotifications(s: LocalScheduleSettings): Repeating {
  const data = senderData({ url: s.apiUrl, anonKey: s.anonKey }, s.serviceKey);
  const send = async (mode: SendMode) => {
    const mailer = localMailer(s, true);
    const deps: SenderDeps = { data, mailer, provider: localProvider(s) };
    const report = await runSender(deps, { mode, windowSeconds: LOCAL_NOTIFICATION_WINDOW_SECONDS }).finally(
      () => mailer.close?.(),
    );
    // Quiet while there is nothing to send.
    if (report.sent || report.retrying || report.failed) log('mail', senderSummary(report, mode));
    for (const error of report.errors) log('mail', error);
  };
  const sender = repeat(LOCAL_SENDER_INTERVAL_MS, () =>
    send('immediate').catch(failed('El envío de avisos')),
  );
  const daily = repeat(LOCAL_DAILY_INTERVAL_MS, async () => {
    await runReminders(data)
      .then((made) => made > 0 && log('mail', `Recordatorios del día: ${made}.`))
      .catch(failed('Los recordatorios del día'));
    await send('daily').catch(failed('El resumen diario'));
  });
  return {
    stop: async () => {
      await Promise.all([sender.stop(), daily.stop()]);
    },
  };
}
