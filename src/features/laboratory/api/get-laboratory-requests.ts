// The company's laboratory requests one page at a time, newest first, with the total; the search (type,
// patient, notes; accents and case ignored) and the status group are applied on the server.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { statusCondition } from '../utils/lab-status';
import { imatchAny } from '../utils/search-pattern';
import { laboratoryKeys, type LabParams } from './keys';

export const SEARCH_COLUMNS = ['request_type', 'patient_name', 'notes'] as const;

export const laboratoryErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las solicitudes de laboratorio.',
} as const;

export function getLaboratoryRequests(companyId: string, params: LabParams) {
  let query = supabase
    .from('laboratory_requests')
    .select('id, request_type, patient_name, request_date, notes, status, result_url', { count: 'exact' });
  if (params.status !== 'all') {
    const { negate, pattern } = statusCondition(params.status);
    query = negate ? query.not('status', 'imatch', pattern) : query.filter('status', 'imatch', pattern);
  }
  return fetchPage(query, {
    params,
    scope: companyId,
    search: (term) => imatchAny(SEARCH_COLUMNS, term),
    sorts: [],
    defaultSort: { id: 'request_date', desc: true },
    nullsLast: false,
  });
}

export type LaboratoryRequest = Awaited<ReturnType<typeof getLaboratoryRequests>>['rows'][number];

export const laboratoryRequestsQuery = (companyId: string | null, params: LabParams) =>
  queryOptions<Page<LaboratoryRequest>>({
    queryKey: laboratoryKeys.list(companyId ?? '', params),
    queryFn: companyId ? () => getLaboratoryRequests(companyId, params) : skipToken,
    placeholderData: keepPreviousData,
    meta: { reads: ['laboratory_requests'], errorToast: laboratoryErrorTexts },
  });

export const useLaboratoryRequests = (companyId: string | null, params: LabParams) =>
  useQuery(laboratoryRequestsQuery(companyId, params));
