// The assignment picker's choices: the first active collaborators whose name or email contains what the
// admin typed, by name, with how many match in all (never every collaborator at once).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { courseKeys } from './keys';

/** How many matches the picker lists; the rest are counted and found by typing. */
export const COLLABORATOR_CHOICES = 20;

export const collaboratorsErrorTexts = {
  title: 'Error',
  description: 'No se pudo cargar la lista de colaboradores.',
} as const;

function searchCollaborators(search: string) {
  const query = supabase
    .from('profiles')
    .select('id, full_name, email', { count: 'exact' })
    .eq('role', 'collaborator')
    .eq('active', true);
  return fetchPage(query, {
    params: { page: 0, pageSize: COLLABORATOR_CHOICES, sort: null, search },
    search: ['full_name', 'email'],
    sorts: [],
    defaultSort: { id: 'full_name', desc: false },
    nullsLast: false,
  });
}

export type Collaborator = Awaited<ReturnType<typeof searchCollaborators>>['rows'][number];

export const collaboratorsQuery = (search: string) =>
  queryOptions<Page<Collaborator>>({
    queryKey: courseKeys.collaborators(search.trim()),
    queryFn: () => searchCollaborators(search),
    placeholderData: keepPreviousData,
    meta: { reads: ['profiles'], errorToast: collaboratorsErrorTexts },
  });

export const useCollaborators = (search: string) => useQuery(collaboratorsQuery(search));
