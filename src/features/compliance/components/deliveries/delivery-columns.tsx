import { createColumnHelper } from '@tanstack/react-table';
import { Download, Eye, Send } from 'lucide-react';

import { SplitText } from '@/components/split-text';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { eventLabel, type DeliveryLogEntry } from '@/lib/deliveries/delivery-log';
import { formatDateTime, formatMonthYear } from '@/utils/format';

import { HashCell } from './hash-cell';

const column = createColumnHelper<DeliveryLogEntry>();

// The event is always written out; the icon and colour only help the eye.
const eventStyle: Record<string, { variant: BadgeProps['variant']; Icon: typeof Send }> = {
  published: { variant: 'info', Icon: Send },
  opened: { variant: 'secondary', Icon: Eye },
  downloaded: { variant: 'success', Icon: Download },
};

export const deliveryColumnTexts = {
  unknownCompany: 'Empresa eliminada',
  labResult: 'Resultado de laboratorio',
  noUser: '—',
} as const;

/** The log's columns; the company column only where several companies are listed (the admin's). */
export function deliveryColumns(companyName?: (id: string) => string | undefined) {
  const columns = [
    column.accessor('occurred_at', {
      meta: { label: 'Fecha y hora', primary: true },
      // The day and the time each whole, the time under the day where the table needs the width.
      cell: ({ getValue }) => {
        const [day, time] = formatDateTime(getValue(), { seconds: true }).split(' ');
        return (
          <>
            <span className="whitespace-nowrap">{day}</span> <span className="whitespace-nowrap">{time}</span>
          </>
        );
      },
    }),
    column.display({
      id: 'event',
      meta: { label: 'Evento' },
      cell: ({ row }) => {
        const { variant, Icon } = eventStyle[row.original.event] ?? eventStyle.published;
        return (
          <Badge variant={variant} className="gap-1 whitespace-nowrap">
            <Icon className="size-3" aria-hidden="true" />
            {eventLabel(row.original.event)}
          </Badge>
        );
      },
    }),
    column.display({
      id: 'item',
      meta: { label: 'Documento', className: 'min-w-40' },
      // A name breaks inside a word only when that word alone is wider than the column.
      cell: ({ row }) => (
        <div className="min-w-0">
          <div className="[overflow-wrap:anywhere]">{row.original.item_name}</div>
          {row.original.laboratory_request_id && (
            <div className="text-xs text-muted-foreground">{deliveryColumnTexts.labResult}</div>
          )}
        </div>
      ),
    }),
    column.display({
      id: 'period',
      meta: { label: 'Periodo', className: 'whitespace-nowrap' },
      cell: ({ row }) => formatMonthYear(row.original.period_month, row.original.period_year) ?? '—',
    }),
    column.display({
      id: 'user',
      meta: { label: 'Usuario' },
      cell: ({ row }) => <SplitText text={row.original.actor_email ?? deliveryColumnTexts.noUser} />,
    }),
    column.display({
      id: 'sha256',
      meta: { label: 'SHA-256' },
      cell: ({ row }) => <HashCell sha256={row.original.sha256} item={row.original.item_name} />,
    }),
  ];
  if (!companyName) return columns;
  const company = column.display({
    id: 'company',
    meta: { label: 'Empresa' },
    cell: ({ row }) => {
      const id = row.original.company_id;
      return id ? (companyName(id) ?? deliveryColumnTexts.unknownCompany) : '—';
    },
  });
  return [columns[0], columns[1], company, ...columns.slice(2)];
}
