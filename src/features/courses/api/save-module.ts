import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export interface SaveModuleInput {
  courseId: string;
  title: string;
  /** Absent: a new module, added at `position`. */
  id?: string;
  position?: number;
}

export async function saveModule({ courseId, title, id, position = 0 }: SaveModuleInput): Promise<void> {
  const { error } = id
    ? await supabase.from('course_modules').update({ title }).eq('id', id)
    : await supabase.from('course_modules').insert({ course_id: courseId, title, position });
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
