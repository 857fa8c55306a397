// A course's modules with their lessons, both in position order (two flat reads grouped here).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { byPosition } from '../utils/reorder';
import { courseKeys } from './keys';

/** The modules of a course, each with its lessons, both in position order. */
export async function getCourseContent(courseId: string) {
  const [modules, lessons] = await Promise.all([
    supabase
      .from('course_modules')
      .select('id, title, position, updated_at')
      .eq('course_id', courseId)
      .order('position')
      .order('id'),
    supabase
      .from('lessons')
      .select(
        'id, module_id, course_id, title, position, content_type, media_url, body, duration_minutes, updated_at',
      )
      .eq('course_id', courseId)
      .order('position')
      .order('id'),
  ]);
  if (modules.error) throw modules.error;
  if (lessons.error) throw lessons.error;
  return [...modules.data].sort(byPosition).map((module) => ({
    ...module,
    lessons: lessons.data.filter((lesson) => lesson.module_id === module.id).sort(byPosition),
  }));
}

export type CourseModule = Awaited<ReturnType<typeof getCourseContent>>[number];
export type Lesson = CourseModule['lessons'][number];

export const courseContentQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.content(courseId),
    queryFn: () => getCourseContent(courseId),
    meta: {
      reads: ['course_modules', 'lessons'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar los módulos del curso.' },
    },
  });

export const useCourseContent = (courseId: string) => useQuery(courseContentQuery(courseId));
