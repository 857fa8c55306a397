// Admin 'Correos Enviados': every notification e-mail (admins only, by RLS), newest first, with its
// recipient, status, attempts and last error; searched by address or subject, filtered by status.
import { useQuery } from '@tanstack/react-query';

import type { NotificationEmailStatus } from '@/config/domain-labels';
import { ALL_COMPANIES } from '@/lib/company-scope';
import { orderByTime, scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';

import { notificationKeys } from './keys';

export interface EmailListParams extends TableParams {
  status: NotificationEmailStatus | null;
}

export const DEFAULT_EMAIL_SORT = { id: 'created_at', desc: true } as const;

export const emailsErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar los correos enviados.',
} as const;

export const notificationEmailsQuery = scopedPageQuery({
  from: 'notification_emails',
  columns:
    'id, email, mode, status, subject, attempts, last_error, created_at, sent_at, resend_of, recipient:profiles(full_name)',
  where: (query, params: EmailListParams) => (params.status ? query.eq('status', params.status) : query),
  key: notificationKeys.emails,
  search: ['email', 'subject'],
  sorts: ['created_at'],
  defaultSort: DEFAULT_EMAIL_SORT,
  order: orderByTime('created_at'),
  meta: { reads: ['notification_emails', 'profiles'], errorToast: emailsErrorTexts },
});

export type NotificationEmail = PageRow<typeof notificationEmailsQuery>;

export const useNotificationEmails = (params: EmailListParams) =>
  // The list is not per company: its scope is every e-mail.
  useQuery(notificationEmailsQuery(ALL_COMPANIES, params));
