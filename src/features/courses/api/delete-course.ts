// A course with certificates cannot be deleted (they keep it with ON DELETE RESTRICT); the refusal is
// shown as a clear Spanish sentence. Modules, lessons, the quiz and assignments go with the course.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { deleteCourseErrorText } from '../utils/course-errors';

type CourseRef = { id: string; title: string };

export async function deleteCourse(course: CourseRef): Promise<void> {
  const { error } = await supabase.from('courses').delete().eq('id', course.id);
  if (error) throw error;
}

export const useDeleteCourse = () =>
  useMutation({
    mutationFn: deleteCourse,
    meta: {
      writes: [
        'courses',
        'course_modules',
        'lessons',
        'quizzes',
        'quiz_questions',
        'quiz_options',
        'course_assignments',
        'lesson_progress',
        'quiz_attempts',
      ],
      successToast: { title: 'Curso eliminado', description: (_data, course) => (course as CourseRef).title },
      errorToast: {
        title: 'No se pudo eliminar el curso',
        description: (error) => deleteCourseErrorText(error),
      },
    },
  });
