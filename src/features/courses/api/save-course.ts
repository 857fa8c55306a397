// Create or update a course's settings. A new cover goes to lms-media/<course_id>/ (so the row must exist
// first for a new course); the database's refusal to publish comes back with its Spanish message. An edit
// sends the version it loaded (a stale one is refused: StaleWriteError); a new course gets the id the form
// made for it, and a retry of a creation that already went through does nothing more.
import { useMutation } from '@tanstack/react-query';

import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { insertOnce, rowExists } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import type { CourseFormOutput } from '../utils/course-form';

export type SaveCourseInput = CourseFormOutput &
  (
    | {
        id: string;
        /** The updated_at the form loaded. */
        version: string | null;
        /** The cover the course had: its file is removed once a new cover replaces it. */
        currentCover?: string | null;
      }
    | { id?: undefined; /** The new course's id, made once per submission. */ newId: string }
  );

async function uploadCover(courseId: string, cover: File): Promise<string> {
  const name = `portada-${Date.now()}.${cover.type.split('/')[1] ?? 'img'}`;
  return uploadFile({ bucket: 'lms-media', folder: courseId, file: cover, name });
}

/** Returns the course id. */
export async function saveCourse(input: SaveCourseInput): Promise<string> {
  const { cover, ...values } = input;
  const row = {
    title: values.title,
    description: values.description,
    estimated_hours: values.estimatedHours,
    thematic_area: values.thematicArea,
    instructor_name: values.instructorName,
    training_agent_type: values.trainingAgentType,
    external_agent_name: values.externalAgentName,
    external_agent_registration: values.externalAgentRegistration,
    published: values.published,
  };
  if (input.id !== undefined) {
    const courseId = input.id;
    const coverUrl = cover ? await uploadCover(courseId, cover) : undefined;
    const { error } = await supabase
      .from('courses')
      .update(withVersion(coverUrl ? { ...row, cover_url: coverUrl } : row, input.version))
      .eq('id', courseId);
    if (error) {
      if (coverUrl) await removeFile(coverUrl).catch(() => undefined);
      await throwIfStale(error, 'courses', courseId);
      throw error;
    }
    if (coverUrl && input.currentCover) {
      await removeFile(input.currentCover).catch((cause: unknown) =>
        console.warn('No se pudo limpiar la portada', cause),
      );
    }
    return courseId;
  }
  const courseId = input.newId;
  if (await rowExists('courses', courseId)) return courseId;
  const { error } = await insertOnce('courses', { id: courseId, ...row });
  if (error) throw error;
  if (cover) {
    const coverUrl = await uploadCover(courseId, cover);
    const { error: coverError } = await supabase
      .from('courses')
      .update({ cover_url: coverUrl })
      .eq('id', courseId);
    if (coverError) throw coverError;
  }
  return courseId;
}

export const useSaveCourse = () =>
  useMutation({
    mutationFn: saveCourse,
    meta: {
      writes: ['courses'],
      successToast: {
        title: 'Curso guardado',
        description: (_data, input) => `«${(input as SaveCourseInput).title}» se guardó correctamente.`,
      },
    },
  });
