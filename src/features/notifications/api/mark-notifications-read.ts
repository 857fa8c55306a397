// 'Marcar como Leídas': the given notifications, or every unread one of the person. The owner may set
// read_at on their own rows (RLS); rows already read keep the moment they were first read.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export interface MarkReadInput {
  profileId: string;
  /** The notifications to mark; left out, all of the person's unread ones. */
  ids?: readonly string[];
}

export async function markNotificationsRead({ profileId, ids }: MarkReadInput): Promise<void> {
  let query = supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('profile_id', profileId)
    .is('read_at', null);
  if (ids) query = query.in('id', [...ids]);
  const { error } = await query;
  if (error) throw error;
}

export const markReadErrorText = 'No se pudieron marcar las notificaciones como leídas.';

/** Marking one read on the way to its screen is silent; failing says so. */
export const useMarkNotificationsRead = () =>
  useMutation({
    mutationFn: markNotificationsRead,
    meta: {
      writes: ['notifications'],
      errorToast: { title: 'Error', description: markReadErrorText },
    },
  });
