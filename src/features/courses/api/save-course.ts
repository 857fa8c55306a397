// Create or update a course's settings. A new cover goes to lms-media/<course_id>/ (so the row must exist
// first for a new course); the database's refusal to publish comes back with its Spanish message.
import { useMutation } from '@tanstack/react-query';

import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { supabase } from '@/lib/supabase';

import type { CourseFormOutput } from '../utils/course-form';

export interface SaveCourseInput extends CourseFormOutput {
  /** Absent: a new course. */
  id?: string;
  /** The cover the course had: its file is removed once a new cover replaces it. */
  currentCover?: string | null;
}

async function uploadCover(courseId: string, cover: File): Promise<string> {
  const name = `portada-${Date.now()}.${cover.type.split('/')[1] ?? 'img'}`;
  return uploadFile({ bucket: 'lms-media', folder: courseId, file: cover, name });
}

/** Returns the course id. */
export async function saveCourse({ id, cover, currentCover, ...values }: SaveCourseInput): Promise<string> {
  const row = {
    title: values.title,
    description: values.description,
    estimated_hours: values.estimatedHours,
    thematic_area: values.thematicArea,
    training_agent: values.trainingAgent,
    published: values.published,
  };
  let courseId = id;
  if (courseId) {
    const coverUrl = cover ? await uploadCover(courseId, cover) : undefined;
    const { error } = await supabase
      .from('courses')
      .update(coverUrl ? { ...row, cover_url: coverUrl } : row)
      .eq('id', courseId);
    if (error) throw error;
    if (coverUrl && currentCover) {
      await removeFile(currentCover).catch((cause: unknown) =>
        console.warn('No se pudo limpiar la portada', cause),
      );
    }
    return courseId;
  }
  const { data, error } = await supabase.from('courses').insert(row).select('id');
  if (error) throw error;
  // An array rather than .single(): the insert returns exactly the one row it wrote.
  courseId = data[0].id;
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
