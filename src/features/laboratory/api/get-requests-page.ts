// The admin's laboratory list: one page of every company's requests (or the header's company), with the
// total; search (type, patient, notes; accents and case ignored), status group and sort on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { fetchPage } from '@/lib/query/paged-list';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { statusCondition } from '../utils/lab-status';
import { imatchAny } from '../utils/search-pattern';
import { laboratoryErrorTexts, SEARCH_COLUMNS } from './get-laboratory-requests';
import { laboratoryKeys, type LabParams } from './keys';

export const REQUEST_SORTS = ['request_date', 'request_type', 'patient_name', 'status'] as const;
export const DEFAULT_REQUEST_SORT = { id: 'request_date', desc: true } as const;

function getRequestsPage(scope: CompanyScope, params: LabParams) {
  let query = supabase
    .from('laboratory_requests')
    .select(
      'id, company_id, request_type, patient_name, request_date, notes, status, result_url, updated_at, company:companies(name)',
      { count: 'exact' },
    );
  if (params.status !== 'all') {
    const { negate, pattern } = statusCondition(params.status);
    query = negate ? query.not('status', 'imatch', pattern) : query.filter('status', 'imatch', pattern);
  }
  return fetchPage(query, {
    params,
    scope,
    search: (term) => imatchAny(SEARCH_COLUMNS, term),
    sorts: REQUEST_SORTS,
    defaultSort: DEFAULT_REQUEST_SORT,
  });
}

export type AdminLabRequest = Awaited<ReturnType<typeof getRequestsPage>>['rows'][number];

export const requestsPageQuery = (scope: CompanyScope, params: LabParams) =>
  queryOptions<Page<AdminLabRequest>>({
    queryKey: laboratoryKeys.page(scope, params),
    queryFn: () => getRequestsPage(scope, params),
    placeholderData: keepPreviousData,
    meta: { reads: ['laboratory_requests', 'companies'], errorToast: laboratoryErrorTexts },
  });

export const useRequestsPage = (scope: CompanyScope, params: LabParams) =>
  useQuery(requestsPageQuery(scope, params));
