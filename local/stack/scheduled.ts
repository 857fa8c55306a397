// What the local stack runs in place of Cloud Scheduler (the Functions emulator runs no schedules): the
// storage sweep and the notification e-mails, each a task run at start and then on a timer, mailing
// through the stack's SMTP catcher (the local mailbox shows what they send).
import { smtpMailer } from '../../functions/src/mail/transport';
import type { Mailer, Provider } from '../../functions/src/mail/types';
import { DEMO_PROVIDER } from './config';

/** Where a scheduled task finds the gateway, the SMTP catcher and the app. */
export interface LocalScheduleSettings {
  apiUrl: string;
  anonKey: string;
  serviceKey: string;
  smtpPort: number;
  portalUrl: string;
}

export interface Repeating {
  /** Stops the timer and waits for the run under way. */
  stop: () => Promise<void>;
}

/** Runs `task` now and then every `intervalMs`, never two runs at once (a tick during a run is skipped). */
export function repeat(intervalMs: number, task: () => Promise<void>): Repeating {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task().finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** The functions' mail transport, pointed at the stack's SMTP catcher (`pool`: see SmtpSettings). */
export const localMailer = (s: LocalScheduleSettings, pool = false): Mailer =>
  smtpMailer({
    host: '127.0.0.1',
    port: s.smtpPort,
    secure: false,
    user: 'portal',
    password: 'local',
    from: `${DEMO_PROVIDER.name} <portal@portal.demo>`,
    pool,
  });

export const localProvider = (s: LocalScheduleSettings): Provider => ({
  ...DEMO_PROVIDER,
  portalUrl: s.portalUrl,
});
