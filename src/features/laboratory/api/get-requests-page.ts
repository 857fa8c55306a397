// The admin's laboratory list: one page of every company's requests (or the header's company), with the
// total; search (type, patient, notes; accents and case ignored), status group and sort on the server.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import { supabase } from '@/lib/supabase';

import { imatchAny } from '../utils/search-pattern';
import { laboratoryErrorTexts, SEARCH_COLUMNS, withStatusGroup } from './get-laboratory-requests';
import { laboratoryKeys, type LabParams } from './keys';

export const REQUEST_SORTS = ['request_date', 'request_type', 'patient_name', 'status'] as const;
export const DEFAULT_REQUEST_SORT = { id: 'request_date', desc: true } as const;

const select = (params: LabParams) =>
  withStatusGroup(
    supabase
      .from('laboratory_requests')
      .select(
        'id, company_id, request_type, patient_name, request_date, notes, status, result_url, updated_at, company:companies(name)',
        { count: 'exact' },
      ),
    params.status,
  );

export type AdminLabRequest = RowOf<ReturnType<typeof select>>;

export const requestsPageQuery = scopedPageQuery({
  key: laboratoryKeys.page,
  select,
  search: (term) => imatchAny(SEARCH_COLUMNS, term),
  sorts: REQUEST_SORTS,
  defaultSort: DEFAULT_REQUEST_SORT,
  meta: { reads: ['laboratory_requests', 'companies'], errorToast: laboratoryErrorTexts },
});

export const useRequestsPage = (scope: CompanyScope, params: LabParams) =>
  useQuery(requestsPageQuery(scope, params));
