// The bell's number: how many of the person's own notifications are unread (admins read everyone's, so
// the owner is always named). The local API has no realtime channel: the count is asked again every
// UNREAD_POLL_MS while the portal is open, and when the window regains the focus.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { notificationKeys } from './keys';

export const UNREAD_POLL_MS = 45_000;

export async function getUnreadCount(profileId: string): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('profile_id', profileId)
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

export const unreadCountQuery = (profileId: string | undefined) =>
  queryOptions({
    queryKey: notificationKeys.unread(profileId ?? ''),
    queryFn: profileId ? () => getUnreadCount(profileId) : skipToken,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // A poll that fails is asked again at the next one; the bell keeps its last number meanwhile.
    meta: { reads: ['notifications'] },
  });

export const useUnreadCount = (profileId: string | undefined) => useQuery(unreadCountQuery(profileId));
