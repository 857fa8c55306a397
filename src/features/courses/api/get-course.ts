import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { courseKeys } from './keys';

async function getCourse(id: string) {
  const { data, error } = await supabase
    .from('courses')
    .select(
      'id, title, description, cover_url, estimated_hours, thematic_area, instructor_name, training_agent_type, external_agent_name, external_agent_registration, published, updated_at',
    )
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

export type CourseDetail = Awaited<ReturnType<typeof getCourse>>;

export const courseQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: courseKeys.detail(id ?? ''),
    queryFn: id ? () => getCourse(id) : skipToken,
    meta: { reads: ['courses'], errorToast: { title: 'Error', description: 'No se pudo cargar el curso.' } },
  });

export const useCourse = (id: string | undefined) => useQuery(courseQuery(id));
