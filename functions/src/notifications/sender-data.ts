// The sender's database over HTTP with the service-role key: the claim, retry and finish functions of
// the notification e-mails and the day's reminders. Used by the scheduled functions, the local stack and
// the benchmark.
import type { Database } from '../../../src/types/database';
import { restClient, type RestConfig } from '../lib/rest';
import type { EmailItem, PendingEmail } from './email';
import type { ReminderData, SenderData } from './sender';

type Claimed = Database['public']['Functions']['claim_notification_emails']['Returns'][number];

const toPending = (row: Claimed): PendingEmail => ({
  email_id: row.email_id,
  email: row.email,
  full_name: row.full_name,
  role: row.role,
  mode: row.mode === 'daily' ? 'daily' : 'immediate',
  items: (row.items ?? []) as unknown as EmailItem[],
});

export function senderData(config: RestConfig, serviceKey: string): SenderData & ReminderData {
  const rest = restClient(config, serviceKey, serviceKey);
  return {
    async claim(mode, windowSeconds, max, profileId) {
      const rows = await rest.post<Claimed[]>('rpc/claim_notification_emails', {
        p_mode: mode,
        p_window_seconds: Math.floor(windowSeconds),
        p_max_emails: max,
        ...(profileId ? { p_profile_id: profileId } : {}),
      });
      return rows.map(toPending);
    },
    async takeRetries(max) {
      const rows = await rest.post<Claimed[]>('rpc/take_notification_email_retries', { p_limit: max });
      return rows.map(toPending);
    },
    finish(emailId, subject, error, permanent) {
      return rest.post<string | null>('rpc/finish_notification_email', {
        p_email_id: emailId,
        p_subject: subject,
        p_error: error,
        p_permanent: permanent,
      });
    },
    makeReminders(today) {
      return rest.post<number>('rpc/make_reminders', { p_today: today });
    },
  };
}
