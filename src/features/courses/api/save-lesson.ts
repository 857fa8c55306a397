// Create or edit a lesson. A video or PDF file goes to lms-media/<course_id>/ first; the row then stores
// its storage:// reference (or the https link). When the row cannot be saved the new file is removed. An
// edit sends the version it loaded (a stale one is refused: StaleWriteError); a new lesson is inserted once
// under the form's id, and a retry of one that went through uploads nothing more.
import { useMutation } from '@tanstack/react-query';

import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { insertOnce, rowExists } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import type { LessonFormOutput } from '../utils/lesson-form';

export interface SaveLessonInput extends LessonFormOutput {
  courseId: string;
  moduleId: string;
  /** Absent: a new lesson at `position`, under `newId`. */
  id?: string;
  /** The updated_at the edit loaded. */
  version?: string | null;
  newId: string;
  position?: number;
  /** The stored media_url, kept when neither a link nor a new file replaces it. */
  currentMediaUrl?: string | null;
  /** The lesson's media_url before the edit, whatever its type (its file is removed once replaced). */
  currentStoredFile?: string | null;
}

const warnCleanup = (cause: unknown) => console.warn('No se pudo limpiar el archivo', cause);

const safeName = (name: string) => name.normalize('NFC').replace(/[^\p{L}\p{N}.\-_ ]/gu, '_');

export async function saveLesson(input: SaveLessonInput): Promise<void> {
  if (!input.id && (await rowExists('lessons', input.newId))) return;
  const uploaded = input.file
    ? await uploadFile({
        bucket: 'lms-media',
        folder: input.courseId,
        file: input.file,
        name: `${Date.now()}-${safeName(input.file.name)}`,
      })
    : null;
  const row = {
    title: input.title,
    content_type: input.contentType,
    body: input.body,
    media_url:
      input.contentType === 'text' ? null : (uploaded ?? input.link ?? input.currentMediaUrl ?? null),
    duration_minutes: input.durationMinutes,
  };
  const { error } = input.id
    ? await supabase.from('lessons').update(withVersion(row, input.version)).eq('id', input.id)
    : await insertOnce('lessons', {
        ...row,
        id: input.newId,
        course_id: input.courseId,
        module_id: input.moduleId,
        position: input.position ?? 0,
      });
  if (error) {
    if (uploaded) await removeFile(uploaded).catch(warnCleanup);
    if (input.id) await throwIfStale(error, 'lessons', input.id);
    throw error;
  }
  // The stored file the row no longer points to (replaced, or the lesson changed type) is removed.
  const previous = input.currentStoredFile;
  if (previous && previous !== row.media_url) await removeFile(previous).catch(warnCleanup);
}

export const useSaveLesson = () =>
  useMutation({
    mutationFn: saveLesson,
    meta: {
      writes: ['lessons'],
      successToast: {
        title: 'Lección guardada',
        description: (_d, input) => (input as SaveLessonInput).title,
      },
    },
  });
