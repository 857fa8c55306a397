// One category's channel, chosen in 'Mi Perfil': one row per person and category, replaced on change.
import { useMutation } from '@tanstack/react-query';

import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@/config/domain-labels';
import { supabase } from '@/lib/supabase';

export interface PreferenceInput {
  profileId: string;
  category: NotificationCategory;
  channel: NotificationChannel;
}

export async function setPreference({ profileId, category, channel }: PreferenceInput): Promise<void> {
  const { error } = await supabase
    .from('notification_preferences')
    .upsert({ profile_id: profileId, category, channel }, { onConflict: 'profile_id,category' });
  if (error) throw error;
}

const describe = (input: PreferenceInput) =>
  `${NOTIFICATION_CATEGORY_LABELS[input.category]}: ${NOTIFICATION_CHANNEL_LABELS[input.channel]}.`;

export const useSetPreference = () =>
  useMutation({
    mutationFn: setPreference,
    meta: {
      writes: ['notification_preferences'],
      successToast: {
        title: 'Preferencia guardada',
        description: (_data, input) => describe(input as PreferenceInput),
      },
      errorToast: {
        title: 'No se pudo guardar la preferencia',
        description: 'Tu elección anterior sigue vigente. Inténtalo de nuevo.',
      },
    },
  });
