// A course with certificates cannot be deleted (they keep it with ON DELETE RESTRICT); the refusal is
// shown as a clear Spanish sentence. Modules, lessons, the quiz and assignments go with the course; its
// cover and its lessons' files (read before the cascade) are removed after the row, so a delete cut short
// leaves only objects no row points at, which the storage sweep removes.
import { useMutation } from '@tanstack/react-query';

import { removeFiles } from '@/lib/files/remove-file';
import { COURSE_DEPENDENTS } from '@/lib/query/tables';
import { supabase } from '@/lib/supabase';

import { deleteCourseErrorText } from '../utils/course-errors';

type CourseRef = { id: string; title: string; cover_url?: string | null };

async function lessonFiles(courseId: string): Promise<string[]> {
  const { data, error } = await supabase.from('lessons').select('media_url').eq('course_id', courseId);
  if (error) throw error;
  return data.flatMap((lesson) => (lesson.media_url ? [lesson.media_url] : []));
}

export async function deleteCourse(course: CourseRef): Promise<void> {
  const files = [...(course.cover_url ? [course.cover_url] : []), ...(await lessonFiles(course.id))];
  const { error } = await supabase.from('courses').delete().eq('id', course.id);
  if (error) throw error;
  const failed = await removeFiles(files);
  if (failed > 0) console.warn(`No se pudieron eliminar ${failed} archivos de ${course.title}.`);
}

export const useDeleteCourse = () =>
  useMutation({
    mutationFn: deleteCourse,
    meta: {
      writes: ['courses', ...COURSE_DEPENDENTS],
      successToast: { title: 'Curso eliminado', description: (_data, course) => (course as CourseRef).title },
      errorToast: {
        title: 'No se pudo eliminar el curso',
        description: (error) => deleteCourseErrorText(error),
      },
    },
  });
