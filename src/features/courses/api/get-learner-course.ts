// A course with its modules and lessons, in order. RLS decides who reads it: an assigned collaborator
// (published courses only) or an admin (preview); anyone else gets null, shown as "not found".
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { getCourseContent } from './get-course-content';
import { learningKeys } from './keys';

export type Lesson = Pick<
  Tables<'lessons'>,
  'id' | 'module_id' | 'title' | 'position' | 'content_type' | 'media_url' | 'body' | 'duration_minutes'
>;
export type CourseModule = Pick<Tables<'course_modules'>, 'id' | 'title' | 'position'> & {
  lessons: Lesson[];
};
export type CourseDetail = Pick<
  Tables<'courses'>,
  'id' | 'title' | 'description' | 'estimated_hours' | 'thematic_area'
> & { modules: CourseModule[]; lessons: Lesson[] };

export const courseTexts = {
  errorTitle: 'Error',
  error: 'No se pudo cargar el curso.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getCourse(courseId: string): Promise<CourseDetail | null> {
  // A malformed id can name no course; asking would only earn a database error.
  if (!UUID.test(courseId)) return null;
  const [course, modules] = await Promise.all([
    supabase
      .from('courses')
      .select('id, title, description, estimated_hours, thematic_area')
      .eq('id', courseId)
      .maybeSingle(),
    getCourseContent(courseId),
  ]);
  if (course.error) throw course.error;
  if (!course.data) return null;
  return {
    ...course.data,
    modules,
    // Reading order: module by module, each module's lessons by position.
    lessons: modules.flatMap((module) => module.lessons),
  };
}

export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: () => getCourse(courseId),
    meta: {
      reads: ['courses', 'course_modules', 'lessons'],
      errorToast: { title: courseTexts.errorTitle, description: courseTexts.error },
    },
  });

export const useCourse = (courseId: string) => useQuery(courseQuery(courseId));
