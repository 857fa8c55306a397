// The bell's panel: the person's latest notifications, newest first.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { notificationKeys } from './keys';
import { NOTIFICATION_COLUMNS } from './notification-columns';

export const LATEST_LIMIT = 8;

export const latestErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar tus notificaciones.',
} as const;

export async function getLatestNotifications(profileId: string) {
  const { data, error } = await supabase
    .from('notifications')
    .select(NOTIFICATION_COLUMNS)
    .eq('profile_id', profileId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LATEST_LIMIT);
  if (error) throw error;
  return data;
}

export type NotificationEntry = Awaited<ReturnType<typeof getLatestNotifications>>[number];

export const latestNotificationsQuery = (profileId: string | undefined) =>
  queryOptions({
    queryKey: notificationKeys.latest(profileId ?? ''),
    queryFn: profileId ? () => getLatestNotifications(profileId) : skipToken,
    // Opening the panel shows what arrived since the last look.
    staleTime: 0,
    meta: { reads: ['notifications', 'companies'], errorToast: latestErrorTexts },
  });

export const useLatestNotifications = (profileId: string | undefined) =>
  useQuery(latestNotificationsQuery(profileId));
