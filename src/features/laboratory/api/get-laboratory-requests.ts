// The company's laboratory requests one page at a time, newest first, with the total; the search (type,
// patient, notes; accents and case ignored) and the status group are applied on the server.
import { useQuery } from '@tanstack/react-query';

import { onlyLinked } from '@/lib/linked-item';
import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';

import { statusCondition } from '../utils/lab-status';
import { imatchAny } from '../utils/search-pattern';
import { laboratoryKeys, type LabParams } from './keys';

export const SEARCH_COLUMNS = ['request_type', 'patient_name', 'notes'] as const;

export const laboratoryErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las solicitudes de laboratorio.',
} as const;

interface StatusFilterable<Q> {
  not(column: 'status', operator: 'imatch', value: string): Q;
  filter(column: 'status', operator: 'imatch', value: string): Q;
}

/** The status group chosen in the list's filter, as a PostgREST filter on `status` ('all': none). */
export function withStatusGroup<Q extends StatusFilterable<Q>>(query: Q, group: LabParams['status']): Q {
  if (group === 'all') return query;
  const { negate, pattern } = statusCondition(group);
  return negate ? query.not('status', 'imatch', pattern) : query.filter('status', 'imatch', pattern);
}

/** The client's list: also narrowed to the request a notification links to (?solicitud=), if any. */
export interface ClientLabParams extends LabParams {
  item: string | null;
}

export const laboratoryRequestsQuery = scopedPageQuery({
  // The view masks the notes of a result the company may not receive, and never carries the file's path.
  from: 'client_lab_requests',
  columns:
    'id, request_type, patient_name, request_date, notes, status, verdict, verdict_valid_until, verdict_restrictions, has_result, released, consent_granted_on',
  where: (query, params: ClientLabParams) => withStatusGroup(onlyLinked(query, params.item), params.status),
  key: laboratoryKeys.list,
  search: (term) => imatchAny(SEARCH_COLUMNS, term),
  sorts: [],
  defaultSort: { id: 'request_date', desc: true },
  nullsLast: false,
  meta: { reads: ['client_lab_requests'], errorToast: laboratoryErrorTexts },
});

export type LaboratoryRequest = PageRow<typeof laboratoryRequestsQuery>;

export const useLaboratoryRequests = (companyId: string | null, params: ClientLabParams) =>
  useQuery(laboratoryRequestsQuery(companyId, params));
