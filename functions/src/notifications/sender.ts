// The notification e-mails: one run of the sender takes the e-mails due for another attempt, then claims
// each person's pending notifications into one e-mail (the database groups, honours preferences and
// leaves out deleted items: claim_notification_emails), sends each and records the answer. The e-mail's
// row is 'sending' before the hand-over to the mail server and its id is the message's Message-ID; a row
// left 'sending' by a run that stopped is never sent again by a run (at most once: the notification stays
// in the portal whatever happens to its e-mail). A refusal is retried with a growing wait a bounded number
// of times, and a permanent refusal (an SMTP 5xx answer) fails at once. The scheduled functions
// (index.ts), the local stack's timer and the benchmark all run this.
import { isoDayIn } from '../../../src/utils/format';
import type { Mailer, Provider } from '../mail/types';
import { notificationEmail, type PendingEmail } from './email';

export type SendMode = PendingEmail['mode'];

/** What the sender reads and writes in the database, with the service role. */
export interface SenderData {
  /** New e-mails of this mode, at most `max`, each already 'sending' (claim_notification_emails). */
  claim(mode: SendMode, windowSeconds: number, max: number, profileId?: string): Promise<PendingEmail[]>;
  /** The e-mails whose next attempt is due, at most `max`, each now 'sending'. */
  takeRetries(max: number): Promise<PendingEmail[]>;
  /** Records the answer of the mail server; resolves to the e-mail's new status. */
  finish(emailId: string, subject: string, error: string | null, permanent: boolean): Promise<string | null>;
}

export interface SenderDeps {
  data: SenderData;
  mailer: Mailer;
  provider: Provider;
}

export interface SenderOptions {
  mode: SendMode;
  /** An 'immediate' e-mail waits until the person's oldest pending notification is this old. */
  windowSeconds: number;
  /** E-mails claimed per database call (default 50). */
  batch?: number;
  /** E-mails handed to the mail server at once (default 4). */
  concurrency?: number;
  /** Only this person's notifications, and no retries (a send for one person alone). */
  profileId?: string;
}

export interface SenderReport {
  sent: number;
  /** Refused for now: tried again later. */
  retrying: number;
  /** Refused for good, or out of attempts. */
  failed: number;
  /** Why each refused or unrecorded e-mail was (Spanish, for the log). */
  errors: string[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An SMTP 5xx answer (no such mailbox, refused by policy): another attempt would be refused again. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

async function sendOne(deps: SenderDeps, email: PendingEmail, report: SenderReport): Promise<void> {
  const mail = notificationEmail(email, deps.provider);
  let refusal: string | null = null;
  let permanent = false;
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    refusal = message(error);
    permanent = isPermanentRefusal(error);
  }
  try {
    const status = await deps.data.finish(email.email_id, mail.subject, refusal, permanent);
    if (refusal === null) report.sent += 1;
    else if (status === 'failed') report.failed += 1;
    else report.retrying += 1;
    if (refusal !== null) report.errors.push(`No se pudo enviar el correo a ${email.email}: ${refusal}`);
  } catch (error) {
    // The row stays 'sending': never sent again by a run (an admin may resend it).
    if (refusal === null) report.sent += 1;
    report.errors.push(
      `${refusal === null ? 'Se envió' : 'No se pudo enviar'} el correo a ${email.email}, pero no se pudo registrar: ${message(error)}`,
    );
  }
}

async function sendAll(deps: SenderDeps, emails: PendingEmail[], concurrency: number, report: SenderReport) {
  let next = 0;
  const worker = async () => {
    while (next < emails.length) await sendOne(deps, emails[(next += 1) - 1], report);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, emails.length)) }, worker));
}

export async function runSender(deps: SenderDeps, options: SenderOptions): Promise<SenderReport> {
  const batch = Math.max(1, options.batch ?? 50);
  const concurrency = options.concurrency ?? 4;
  const report: SenderReport = { sent: 0, retrying: 0, failed: 0, errors: [] };
  while (!options.profileId) {
    const due = await deps.data.takeRetries(batch);
    await sendAll(deps, due, concurrency, report);
    if (due.length < batch) break;
  }
  for (;;) {
    const window = Math.max(0, options.windowSeconds);
    const claimed = await deps.data.claim(options.mode, window, batch, options.profileId);
    await sendAll(deps, claimed, concurrency, report);
    if (claimed.length < batch) break;
  }
  return report;
}

/** The reminders of the day (public.make_reminders); they go out through the sender like the rest. */
export interface ReminderData {
  /** Makes the reminders due on `today` (YYYY-MM-DD), each once; resolves to how many it made. */
  makeReminders(today: string): Promise<number>;
}

/** The portal's calendar: reminders and the daily summary follow Mexico City's day. */
export const NOTIFICATIONS_TIME_ZONE = 'America/Mexico_City';

/** `now` as a date (YYYY-MM-DD) in Mexico City. */
export const localDate = (now: Date) => isoDayIn(NOTIFICATIONS_TIME_ZONE, now);

export function runReminders(data: ReminderData, now = new Date()): Promise<number> {
  return data.makeReminders(localDate(now));
}

/** A run as one Spanish line for the log. */
export function senderSummary(report: SenderReport, mode: SendMode): string {
  const what = mode === 'daily' ? 'Resumen diario' : 'Avisos por correo';
  return `${what}: ${report.sent} enviados, ${report.retrying} por reintentar, ${report.failed} fallidos.`;
}
