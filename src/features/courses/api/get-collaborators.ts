// Active collaborators a course can be assigned to (name and email for the select).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { courseKeys } from './keys';

async function getCollaborators() {
  return fetchAll((from, to) =>
    supabase
      .from('profiles')
      .select('id, full_name, email')
      .eq('role', 'collaborator')
      .eq('active', true)
      .order('full_name')
      .order('id')
      .range(from, to),
  );
}

export type Collaborator = Awaited<ReturnType<typeof getCollaborators>>[number];

export const collaboratorsQuery = () =>
  queryOptions({
    queryKey: courseKeys.collaborators(),
    queryFn: getCollaborators,
    meta: { errorToast: { title: 'Error', description: 'No se pudo cargar la lista de colaboradores.' } },
  });

export const useCollaborators = () => useQuery(collaboratorsQuery());
