import { createColumnHelper } from '@tanstack/react-table';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { NOTIFICATION_EMAIL_STATUS_LABELS, type NotificationEmailStatus } from '@/config/domain-labels';

import type { NotificationEmail } from '../api/get-notification-emails';
import { noticeMoment } from '../utils/notification-format';

const column = createColumnHelper<NotificationEmail>();

const statusVariants: Record<NotificationEmailStatus, BadgeProps['variant']> = {
  sending: 'info',
  sent: 'success',
  retrying: 'warning',
  failed: 'destructive',
};

export const emailStatusLabel = (status: string) =>
  NOTIFICATION_EMAIL_STATUS_LABELS[status as NotificationEmailStatus] ?? status;

export const emailColumns = [
  column.accessor('created_at', {
    meta: { label: 'Fecha', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => noticeMoment(getValue()),
  }),
  column.display({
    id: 'recipient',
    meta: { label: 'Destinatario', className: 'min-w-52' },
    cell: ({ row }) => (
      <div className="grid min-w-0">
        {row.original.recipient?.full_name && (
          <span className="font-medium">{row.original.recipient.full_name}</span>
        )}
        <span className="break-words">{row.original.email}</span>
      </div>
    ),
  }),
  column.accessor('subject', {
    meta: { label: 'Asunto', primary: true, className: 'min-w-48' },
    enableSorting: false,
    cell: ({ getValue, row }) => (
      <div className="grid gap-0.5">
        <span className="[overflow-wrap:anywhere]">{getValue() ?? 'Sin asunto'}</span>
        <span className="text-xs text-muted-foreground">
          {row.original.mode === 'daily' ? 'Resumen diario' : 'Al momento'}
          {row.original.resend_of && ' · Reenvío'}
        </span>
      </div>
    ),
  }),
  column.accessor('status', {
    meta: { label: 'Estado' },
    enableSorting: false,
    cell: ({ getValue, row }) => (
      <div className="grid justify-items-start gap-0.5">
        <Badge variant={statusVariants[getValue() as NotificationEmailStatus] ?? 'secondary'}>
          {emailStatusLabel(getValue())}
        </Badge>
        {row.original.sent_at && (
          <span className="whitespace-nowrap text-xs text-muted-foreground">
            {noticeMoment(row.original.sent_at)}
          </span>
        )}
      </div>
    ),
  }),
  column.accessor('attempts', {
    meta: { label: 'Intentos', className: 'text-right' },
    enableSorting: false,
  }),
  column.accessor('last_error', {
    meta: { label: 'Último error', className: 'min-w-48' },
    enableSorting: false,
    cell: ({ getValue }) => <span className="text-xs [overflow-wrap:anywhere]">{getValue() ?? '—'}</span>,
  }),
];
