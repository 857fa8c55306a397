// 'Novedades desde tu Última Visita': records this visit once per mount and, from the previous one on,
// shows what the route lists (documents, invoices, results, constancias: each read by its own feature).
// The admin's page never shows it.
import type { UseQueryResult } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type * as React from 'react';

import { OverviewQueryCard } from '@/components/overview-card';
import { QueryStates } from '@/components/query-states';
import { formatLongDate, formatTime } from '@/utils/format';

import { useAccountVisit } from '../api/touch-account-visit';
import { NewsGroups, type News } from './news-groups';

const texts = {
  title: 'Novedades desde tu Última Visita',
  description: 'Lo que llegó a tu cuenta desde que entraste por última vez.',
  since: (at: string) => `Desde tu visita del ${formatLongDate(at)} a las ${formatTime(at)}`,
  loadingVisit: 'Registrando tu visita...',
  loading: 'Cargando novedades...',
  visitError: { title: 'Error', description: 'No se pudo registrar tu visita.' },
  error: { title: 'Error', description: 'No se pudieron cargar las novedades.' },
  first: {
    icon: Sparkles,
    title: 'Primera Visita',
    description: 'Te damos la bienvenida. A partir de tu próxima visita verás aquí lo nuevo.',
  },
  none: { icon: Sparkles, title: 'Sin Novedades', description: 'No hay nada nuevo desde tu última visita.' },
};

const noNews = (news: News) => Object.values(news).every((group) => group.total === 0);

type NewsQuery = Pick<
  UseQueryResult<News>,
  'isPending' | 'isError' | 'isSuccess' | 'data' | 'refetch' | 'fetchStatus'
>;

/** The news since the previous visit, from the query the route composes. */
export function NewsSince({ since, query }: { since: string; query: NewsQuery }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{texts.since(since)}</p>
      <QueryStates
        query={query}
        loading={texts.loading}
        error={texts.error}
        empty={texts.none}
        isEmpty={noNews}
      >
        {(news) => <NewsGroups news={news} />}
      </QueryStates>
    </div>
  );
}

interface NewsCardProps {
  companyId: string;
  /** The news since the previous visit (a NewsSince), once the visit is recorded. */
  children: (since: string) => React.ReactNode;
}

/** The card's own states are the visit's: recording it, failing to, and the first visit (nothing before it). */
const visitTexts = {
  title: texts.title,
  description: texts.description,
  loading: texts.loadingVisit,
  error: texts.visitError,
  empty: texts.first,
};

export function NewsCard({ companyId, children }: NewsCardProps) {
  const visit = useAccountVisit(companyId);
  return (
    <OverviewQueryCard
      id="account-news"
      texts={visitTexts}
      query={visit}
      isEmpty={(since) => since === null}
      className="lg:col-span-2"
    >
      {(since) => since && children(since)}
    </OverviewQueryCard>
  );
}
