// 'Retroalimentación Enviada': the company's past ratings and comments under the form, newest first.
// It refreshes after a new one is sent (the send mutation invalidates every feedback query).
import { MessageSquare } from 'lucide-react';

import { QueryCard } from '@/components/query-card';
import { formatLongDate } from '@/utils/format';

import { HISTORY_LIMIT, useCompanyFeedback } from '../../api/get-company-feedback';
import { RatingStars } from '../rating-stars';

const texts = {
  title: 'Retroalimentación Enviada',
  description: 'Lo que tu empresa nos ha compartido, de lo más reciente a lo más antiguo.',
  list: 'Retroalimentación enviada por tu empresa',
  loading: 'Cargando retroalimentación enviada...',
  error: { title: 'Error', description: 'No se pudo cargar la retroalimentación enviada.' },
  empty: {
    icon: MessageSquare,
    title: 'Sin Retroalimentación Previa',
    description: 'Cuando envíes tu primera calificación aparecerá aquí.',
  },
  noComment: 'Sin comentario',
  more: (total: number) => `Se muestran las ${HISTORY_LIMIT} más recientes de ${total}.`,
} as const;

export function FeedbackHistory({ companyId }: { companyId: string }) {
  const history = useCompanyFeedback(companyId);
  return (
    <QueryCard texts={texts} query={history} isEmpty={(page) => page.total === 0}>
      {(page) => (
        <div className="grid gap-3">
          <ul aria-label={texts.list} className="grid gap-3">
            {page.rows.map((item) => (
              <li key={item.id} className="grid gap-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <time dateTime={item.created_at} className="text-sm font-medium">
                    {formatLongDate(item.created_at)}
                  </time>
                  <RatingStars rating={item.rating} />
                </div>
                <p className="whitespace-pre-line break-words text-sm text-muted-foreground">
                  {item.comment ?? texts.noComment}
                </p>
              </li>
            ))}
          </ul>
          {page.total > page.rows.length && (
            <p className="text-xs text-muted-foreground">{texts.more(page.total)}</p>
          )}
        </div>
      )}
    </QueryCard>
  );
}
