import { createColumnHelper } from '@tanstack/react-table';

import { Badge } from '@/components/ui/badge';
import { NOTIFICATION_CATEGORY_LABELS, type NotificationCategory } from '@/config/domain-labels';

import type { HistoryEntry } from '../api/get-my-notifications';
import { companyLabel, noticeMoment } from '../utils/notification-format';

const column = createColumnHelper<HistoryEntry>();

export const categoryLabel = (category: string) =>
  NOTIFICATION_CATEGORY_LABELS[category as NotificationCategory] ?? category;

export const historyColumns = [
  column.accessor('created_at', {
    meta: { label: 'Fecha', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => noticeMoment(getValue()),
  }),
  column.display({
    id: 'notice',
    meta: { label: 'Aviso', primary: true, className: 'min-w-56' },
    cell: ({ row }) => (
      <div className="grid gap-0.5">
        <span className={row.original.read_at === null ? 'font-semibold' : 'font-medium'}>
          {row.original.title}
        </span>
        {row.original.body && (
          <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{row.original.body}</span>
        )}
      </div>
    ),
  }),
  column.display({
    id: 'company',
    meta: { label: 'Empresa' },
    cell: ({ row }) => companyLabel(row.original.company) ?? '—',
  }),
  column.accessor('category', {
    meta: { label: 'Categoría' },
    enableSorting: false,
    cell: ({ getValue }) => categoryLabel(getValue()),
  }),
  column.accessor('read_at', {
    meta: { label: 'Estado' },
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() === null ? <Badge variant="info">Sin leer</Badge> : <Badge variant="secondary">Leída</Badge>,
  }),
];
