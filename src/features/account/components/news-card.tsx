// 'Novedades desde tu última visita': records this visit once per mount and lists what arrived since the
// previous one (documents, invoices, results, constancias). The admin's page never shows it.
import { Sparkles } from 'lucide-react';

import { QueryStates } from '@/components/query-states';
import { formatDate } from '@/utils/format';

import { useNews, type News } from '../api/get-news';
import { useAccountVisit } from '../api/touch-account-visit';
import { AccountCard } from './account-card';
import { NewsGroups } from './news-groups';

const texts = {
  title: 'Novedades desde tu última visita',
  description: 'Lo que llegó a tu cuenta desde que entraste por última vez.',
  since: (at: string) => `Desde tu visita del ${formatDate(at, { dateStyle: 'long', timeStyle: 'short' })}`,
  loadingVisit: 'Registrando tu visita...',
  loading: 'Cargando novedades...',
  visitError: { title: 'Error', description: 'No se pudo registrar tu visita.' },
  error: { title: 'Error', description: 'No se pudieron cargar las novedades.' },
  first: {
    icon: Sparkles,
    title: 'Primera visita',
    description: 'Te damos la bienvenida. A partir de tu próxima visita verás aquí lo nuevo.',
  },
  none: { icon: Sparkles, title: 'Sin novedades', description: 'No hay nada nuevo desde tu última visita.' },
};

const noNews = (news: News) => Object.values(news).every((group) => group.total === 0);

function NewsSince({ companyId, since }: { companyId: string; since: string }) {
  const query = useNews(companyId, since);
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

export function NewsCard({ companyId }: { companyId: string }) {
  const visit = useAccountVisit(companyId);
  return (
    <AccountCard
      id="account-news"
      title={texts.title}
      description={texts.description}
      className="lg:col-span-2"
    >
      <QueryStates
        query={visit}
        loading={texts.loadingVisit}
        error={texts.visitError}
        empty={texts.first}
        isEmpty={(since) => since === null}
      >
        {(since) => since && <NewsSince companyId={companyId} since={since} />}
      </QueryStates>
    </AccountCard>
  );
}
