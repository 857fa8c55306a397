// The person's notification history, one server page at a time, newest first; optionally only unread.
import { useQuery } from '@tanstack/react-query';

import { orderByTime, scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';

import { notificationKeys } from './keys';
import { NOTIFICATION_COLUMNS } from './notification-columns';

export interface HistoryParams extends TableParams {
  unreadOnly: boolean;
}

export const DEFAULT_HISTORY_SORT = { id: 'created_at', desc: true } as const;

export const historyErrorTexts = {
  title: 'Error',
  description: 'No se pudo cargar el historial de notificaciones.',
} as const;

export const myNotificationsQuery = scopedPageQuery({
  from: 'notifications',
  columns: NOTIFICATION_COLUMNS,
  where: (query, params: HistoryParams) => (params.unreadOnly ? query.is('read_at', null) : query),
  key: notificationKeys.history,
  scopeColumn: 'profile_id',
  search: ['title', 'body'],
  sorts: ['created_at'],
  defaultSort: DEFAULT_HISTORY_SORT,
  order: orderByTime('created_at'),
  meta: { reads: ['notifications', 'companies'], errorToast: historyErrorTexts },
});

export type HistoryEntry = PageRow<typeof myNotificationsQuery>;

export const useMyNotifications = (profileId: string | undefined, params: HistoryParams) =>
  useQuery(myNotificationsQuery(profileId, params));
