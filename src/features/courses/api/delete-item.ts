// Deleting a module (with its lessons), a lesson, or a quiz question (with its options); the database
// cascades. The stored files of a deleted lesson, or of a module's lessons (read before the cascade), are
// removed after the rows: a delete cut short in between leaves only objects no row points at, which the
// storage sweep removes.
import { useMutation } from '@tanstack/react-query';

import { discardFile, removeFiles } from '@/lib/files/remove-file';
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

async function moduleFiles(moduleId: string): Promise<string[]> {
  const { data, error } = await supabase.from('lessons').select('media_url').eq('module_id', moduleId);
  if (error) throw error;
  return data.flatMap((lesson) => (lesson.media_url ? [lesson.media_url] : []));
}

export async function deleteItem({ table, id, file }: DeleteItemInput): Promise<void> {
  const files = table === 'course_modules' ? await moduleFiles(id) : [];
  const request =
    table === 'course_modules'
      ? supabase.from('course_modules').delete().eq('id', id)
      : table === 'lessons'
        ? supabase.from('lessons').delete().eq('id', id)
        : supabase.from('quiz_questions').delete().eq('id', id);
  const { error } = await request;
  if (error) throw error;
  if (file) await discardFile(file);
  const failed = await removeFiles(files);
  if (failed > 0) console.warn(`No se pudieron eliminar ${failed} archivos del módulo.`);
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
