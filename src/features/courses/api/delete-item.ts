// Deleting a module (with its lessons), a lesson, or a quiz question (with its options); the database
// cascades. A deleted lesson's stored file is removed after its row (a module's lessons' files stay in
// lms-media: harmless, only admins list the bucket).
import { useMutation } from '@tanstack/react-query';

import { removeFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

export type DeletableTable = 'course_modules' | 'lessons' | 'quiz_questions';

export interface DeleteItemInput {
  table: DeletableTable;
  id: string;
  /** For the confirmation toast. */
  name: string;
  /** A lesson's media_url: its Storage object is removed once the row is gone. */
  file?: string | null;
}

const successTitles: Record<DeletableTable, string> = {
  course_modules: 'Módulo eliminado',
  lessons: 'Lección eliminada',
  quiz_questions: 'Pregunta eliminada',
};

export async function deleteItem({ table, id, file }: DeleteItemInput): Promise<void> {
  const request =
    table === 'course_modules'
      ? supabase.from('course_modules').delete().eq('id', id)
      : table === 'lessons'
        ? supabase.from('lessons').delete().eq('id', id)
        : supabase.from('quiz_questions').delete().eq('id', id);
  const { error } = await request;
  if (error) throw error;
  if (file)
    await removeFile(file).catch((cause: unknown) => console.warn('No se pudo limpiar el archivo', cause));
}

export const useDeleteItem = () =>
  useMutation({
    mutationFn: deleteItem,
    meta: {
      writes: ['course_modules', 'lessons', 'quiz_questions', 'quiz_options', 'lesson_progress'],
      successToast: {
        title: 'Eliminado',
        description: (_d, input) => {
          const { table, name } = input as DeleteItemInput;
          return `${successTitles[table]}: ${name}`;
        },
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar. Inténtalo de nuevo.' },
    },
  });
