import { useMutation } from '@tanstack/react-query';

import { insertOnce } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

export interface SaveModuleInput {
  courseId: string;
  title: string;
  /** Absent: a new module, added at `position` under `newId` (inserted once, however often retried). */
  id?: string;
  /** The updated_at the rename loaded: a stale one is refused (StaleWriteError). */
  version?: string | null;
  newId: string;
  position?: number;
}

export async function saveModule({
  courseId,
  title,
  id,
  version,
  newId,
  position = 0,
}: SaveModuleInput): Promise<void> {
  const { error } = id
    ? await supabase.from('course_modules').update(withVersion({ title }, version)).eq('id', id)
    : await insertOnce('course_modules', { id: newId, course_id: courseId, title, position });
  if (error && id) await throwIfStale(error, 'course_modules', id);
  if (error) throw error;
}

export const useSaveModule = () =>
  useMutation({
    mutationFn: saveModule,
    meta: {
      writes: ['course_modules'],
      successToast: {
        title: 'Módulo guardado',
        description: (_d, input) => (input as SaveModuleInput).title,
      },
    },
  });
