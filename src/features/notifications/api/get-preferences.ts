// The person's channel per category ('Mi Perfil'); a category without a row is 'immediate'.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@/config/domain-labels';
import { supabase } from '@/lib/supabase';

import { notificationKeys } from './keys';

export type ChannelByCategory = Record<NotificationCategory, NotificationChannel>;

export const preferencesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar tus preferencias de notificación.',
} as const;

const isChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

export async function getPreferences(profileId: string): Promise<ChannelByCategory> {
  const { data, error } = await supabase
    .from('notification_preferences')
    .select('category, channel')
    .eq('profile_id', profileId);
  if (error) throw error;
  const chosen = new Map(data.map((row) => [row.category, row.channel]));
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => {
      const channel = chosen.get(category) ?? DEFAULT_NOTIFICATION_CHANNEL;
      return [category, isChannel(channel) ? channel : DEFAULT_NOTIFICATION_CHANNEL];
    }),
  ) as ChannelByCategory;
}

export const preferencesQuery = (profileId: string | undefined) =>
  queryOptions({
    queryKey: notificationKeys.preferences(profileId ?? ''),
    queryFn: profileId ? () => getPreferences(profileId) : skipToken,
    meta: { reads: ['notification_preferences'], errorToast: preferencesErrorTexts },
  });

export const usePreferences = (profileId: string | undefined) => useQuery(preferencesQuery(profileId));
