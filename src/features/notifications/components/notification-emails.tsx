// Admin 'Correos Enviados': what the portal e-mailed to whom and when, with each e-mail's status, attempts
// and the reason of its last failure, newest first; 'Reenviar' (after a confirmation) queues a new e-mail
// that repeats it. The in-app notifications are kept whatever happens to their e-mail.
import { MailX, RotateCw } from 'lucide-react';
import * as React from 'react';

import { ListSection, useSectionTable } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  NOTIFICATION_EMAIL_STATUS_LABELS,
  NOTIFICATION_EMAIL_STATUSES,
  type NotificationEmailStatus,
} from '@/config/domain-labels';

import {
  DEFAULT_EMAIL_SORT,
  emailsErrorTexts,
  useNotificationEmails,
  type NotificationEmail,
} from '../api/get-notification-emails';
import { useResendNotificationEmail } from '../api/resend-notification-email';
import { useListFilter, type ListFilter } from '../utils/use-list-filter';
import { emailColumns } from './email-columns';
import { ListFilterSelect } from './list-filter-select';

export const emailTexts = {
  title: 'Correos Enviados',
  subtitle: 'Cada correo de notificación: a quién, cuándo, su estado y, si falló, por qué.',
  table: 'Correos de notificación',
  search: 'Buscar correos',
  searchPlaceholder: 'Correo o asunto...',
  loading: 'Cargando correos...',
  error: emailsErrorTexts,
  empty: {
    icon: MailX,
    title: 'Sin Correos',
    description: 'Aún no se ha enviado ningún correo de notificación.',
  },
  noMatches: noMatches('Prueba con otro correo, asunto o estado.'),
  status: 'Estado',
  allStatuses: 'Todos',
  resend: 'Reenviar',
  resendRow: (email: NotificationEmail) => `Reenviar «${email.subject ?? 'Sin asunto'}» a ${email.email}`,
  confirmTitle: '¿Reenviar este correo?',
  confirm: (email: NotificationEmail) =>
    `Se enviará de nuevo «${email.subject ?? 'Sin asunto'}» a ${email.email}.`,
} as const;

const statusFilter: ListFilter<NotificationEmailStatus> = {
  id: 'notification-emails-status',
  label: emailTexts.status,
  allLabel: emailTexts.allStatuses,
  options: NOTIFICATION_EMAIL_STATUSES.map((value) => ({
    value,
    label: NOTIFICATION_EMAIL_STATUS_LABELS[value],
  })),
};

export function NotificationEmails({ id = 'notification-emails-title' }: { id?: string }) {
  const { params, table } = useSectionTable(emailTexts, { sort: DEFAULT_EMAIL_SORT });
  const [status, setStatus] = useListFilter(statusFilter);
  const emails = useNotificationEmails({ ...params, status });
  const resend = useResendNotificationEmail();
  const [target, setTarget] = React.useState<NotificationEmail | null>(null);

  const rowActions = React.useCallback(
    (email: NotificationEmail) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={emailTexts.resendRow(email)}
        onClick={() => setTarget(email)}
      >
        <RotateCw aria-hidden="true" />
        {emailTexts.resend}
      </Button>
    ),
    [],
  );

  return (
    <ListSection id={id} texts={emailTexts}>
      <SectionTable
        {...table}
        columns={emailColumns}
        query={emails}
        filtered={status !== null}
        filters={<ListFilterSelect filter={statusFilter} value={status} onChange={setStatus} />}
        rowActions={rowActions}
      />
      <AlertDialog
        open={target !== null}
        onOpenChange={(open) => !open && !resend.isPending && setTarget(null)}
        title={emailTexts.confirmTitle}
        description={target ? emailTexts.confirm(target) : undefined}
        confirmLabel={emailTexts.resend}
        busy={resend.isPending}
        onConfirm={() => target && resend.mutate(target, { onSettled: () => setTarget(null) })}
      />
    </ListSection>
  );
}
