// The person's notification history, one server page at a time, newest first; optionally only unread.
import { useQuery } from '@tanstack/react-query';

import { orderByTime, scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

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

const select = (params: HistoryParams) => {
  const query = supabase.from('notifications').select(NOTIFICATION_COLUMNS, { count: 'exact' });
  return params.unreadOnly ? query.is('read_at', null) : query;
};

export type HistoryEntry = RowOf<ReturnType<typeof select>>;

export const myNotificationsQuery = scopedPageQuery({
  key: notificationKeys.history,
  select,
  scopeColumn: 'profile_id',
  search: ['title', 'body'],
  sorts: ['created_at'],
  defaultSort: DEFAULT_HISTORY_SORT,
  order: orderByTime('created_at'),
  meta: { reads: ['notifications', 'companies'], errorToast: historyErrorTexts },
});

export const useMyNotifications = (profileId: string | undefined, params: HistoryParams) =>
  useQuery(myNotificationsQuery(profileId, params));
