// The assignment picker's choices: the first active collaborators whose name or email contains what the
// admin typed, by name, with how many match in all (never every collaborator at once).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { courseKeys } from './keys';

/** How many matches the picker lists; the rest are counted and found by typing. */
export const COLLABORATOR_CHOICES = 20;

export const collaboratorsErrorTexts = {
  title: 'Error',
  description: 'No se pudo cargar la lista de colaboradores.',
} as const;

async function searchCollaborators(search: string) {
  let query = supabase
    .from('profiles')
    .select('id, full_name, email', { count: 'exact' })
    .eq('role', 'collaborator')
    .eq('active', true);
  const term = search.trim();
  if (term) query = query.or(ilikeAny(['full_name', 'email'], term));
  const { data, count, error } = await query
    .order('full_name')
    .order('id')
    .range(0, COLLABORATOR_CHOICES - 1);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type Collaborator = Awaited<ReturnType<typeof searchCollaborators>>['rows'][number];

export const collaboratorsQuery = (search: string) =>
  queryOptions<Page<Collaborator>>({
    queryKey: courseKeys.collaborators(search.trim()),
    queryFn: () => searchCollaborators(search),
    placeholderData: keepPreviousData,
    meta: { errorToast: collaboratorsErrorTexts },
  });

export const useCollaborators = (search: string) => useQuery(collaboratorsQuery(search));
