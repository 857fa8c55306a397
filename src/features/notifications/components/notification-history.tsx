// The notification history of the signed-in person (every area): all of them, newest first, a server
// page at a time, searched by text and filtered to the unread ones; each opens its screen (and is marked
// read), and 'Marcar Todas como Leídas' clears the bell.
import { BellOff, CheckCheck, ExternalLink } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router-dom';

import { ListSection, useSectionTable } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { Button } from '@/components/ui/button';

import {
  DEFAULT_HISTORY_SORT,
  historyErrorTexts,
  useMyNotifications,
  type HistoryEntry,
} from '../api/get-my-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { portalLink } from '../utils/notification-format';
import { useListFilter, type ListFilter } from '../utils/use-list-filter';
import { historyColumns } from './history-columns';
import { ListFilterSelect } from './list-filter-select';

export const historyTexts = {
  title: 'Notificaciones',
  subtitle: 'Todo lo que el portal te ha avisado, lo más nuevo primero.',
  table: 'Historial de notificaciones',
  search: 'Buscar notificaciones',
  searchPlaceholder: 'Buscar por texto...',
  loading: 'Cargando notificaciones...',
  error: historyErrorTexts,
  empty: {
    icon: BellOff,
    title: 'Sin Notificaciones',
    description: 'Aquí aparecerán los avisos de documentos, facturas, resultados y más.',
  },
  noMatches: noMatches('Prueba con otro texto o muestra todas.'),
  markAll: 'Marcar Todas como Leídas',
  show: 'Mostrar',
  all: 'Todas',
  unread: 'Sin leer',
} as const;

const showFilter: ListFilter<'sin-leer'> = {
  id: 'notifications-show',
  label: historyTexts.show,
  allLabel: historyTexts.all,
  options: [{ value: 'sin-leer', label: historyTexts.unread }],
};

export function NotificationHistory({
  profileId,
  id = 'notifications-title',
}: {
  profileId: string;
  id?: string;
}) {
  const { params, table } = useSectionTable(historyTexts, { sort: DEFAULT_HISTORY_SORT });
  const [show, setShow] = useListFilter(showFilter);
  const unreadOnly = show === 'sin-leer';
  const history = useMyNotifications(profileId, { ...params, unreadOnly });
  const unread = useUnreadCount(profileId);
  const markRead = useMarkNotificationsRead();

  const rowActions = React.useCallback(
    (entry: HistoryEntry) => {
      const to = portalLink(entry.link);
      if (!to) return null;
      return (
        <Button variant="outline" size="sm" asChild>
          <Link
            to={to}
            aria-label={`Abrir ${entry.title}`}
            onClick={() => entry.read_at === null && markRead.mutate({ profileId, ids: [entry.id] })}
          >
            <ExternalLink aria-hidden="true" />
            Abrir
          </Link>
        </Button>
      );
    },
    [markRead, profileId],
  );

  return (
    <ListSection
      id={id}
      texts={historyTexts}
      actions={
        <Button
          variant="outline"
          disabled={(unread.data ?? 0) === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ profileId })}
        >
          <CheckCheck aria-hidden="true" />
          {historyTexts.markAll}
        </Button>
      }
    >
      <SectionTable
        {...table}
        columns={historyColumns}
        query={history}
        filtered={unreadOnly}
        filters={<ListFilterSelect filter={showFilter} value={show} onChange={setShow} />}
        rowActions={rowActions}
      />
    </ListSection>
  );
}
