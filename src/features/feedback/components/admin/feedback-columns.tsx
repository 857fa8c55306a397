import { createColumnHelper } from '@tanstack/react-table';

import { SplitText } from '@/components/split-text';
import { formatDateTime } from '@/utils/format';

import type { AdminFeedback } from '../../api/get-feedback-page';
import { NO_COMPANY_LABEL } from '../../utils/feedback-stats';
import { RatingStars } from '../rating-stars';

const column = createColumnHelper<AdminFeedback>();

export const feedbackColumns = [
  column.accessor('created_at', {
    meta: { label: 'Fecha', primary: true, className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  column.display({
    id: 'company',
    meta: { label: 'Empresa' },
    cell: ({ row }) => row.original.company?.name ?? NO_COMPANY_LABEL,
  }),
  column.display({
    id: 'sender',
    meta: { label: 'Remitente' },
    cell: ({ row }) => {
      const sender = row.original.sender;
      if (!sender) return '—';
      return (
        <div className="min-w-0">
          <div className="break-words">{sender.full_name ?? sender.email}</div>
          {sender.full_name && (
            <SplitText text={sender.email} className="block text-xs text-muted-foreground" />
          )}
        </div>
      );
    },
  }),
  column.accessor('rating', {
    meta: { label: 'Calificación' },
    cell: ({ getValue }) => <RatingStars rating={getValue()} />,
  }),
  column.accessor('comment', {
    meta: { label: 'Comentario', className: 'min-w-48' },
    enableSorting: false,
    cell: ({ getValue }) => <span className="whitespace-pre-line break-words">{getValue() ?? '—'}</span>,
  }),
];
