// The courses for the report's course filter (admins read every course, drafts included).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { certificateKeys } from './keys';

async function getCourseOptions() {
  const { data, error } = await supabase.from('courses').select('id, title').order('title').order('id');
  if (error) throw error;
  return data;
}

export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: certificateKeys.courses(),
    queryFn: getCourseOptions,
    staleTime: 5 * 60_000,
    meta: {
      reads: ['courses'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar los cursos.' },
    },
  });

export const useCourseOptions = () => useQuery(courseOptionsQuery());
