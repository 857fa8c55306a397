// The admin's laboratory list: one page of every company's requests (or the header's company), with the
// total; search (type, patient, notes; accents and case ignored), status group and sort on the server.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';

import { imatchAny } from '../utils/search-pattern';
import { laboratoryErrorTexts, SEARCH_COLUMNS, withStatusGroup } from './get-laboratory-requests';
import { laboratoryKeys, type LabParams } from './keys';

export const DEFAULT_REQUEST_SORT = { id: 'request_date', desc: true } as const;

export const requestsPageQuery = scopedPageQuery({
  from: 'laboratory_requests',
  columns:
    'id, company_id, request_type, patient_name, request_date, notes, status, result_url, verdict, verdict_valid_until, verdict_restrictions, updated_at, company:companies(name, lab_release_mode), consents:lab_result_consents(id, worker_name, granted_on, scope, revoked_at)',
  where: (query, params: LabParams) => withStatusGroup(query, params.status),
  key: laboratoryKeys.page,
  search: (term) => imatchAny(SEARCH_COLUMNS, term),
  sorts: ['request_date', 'request_type', 'patient_name', 'status'],
  defaultSort: DEFAULT_REQUEST_SORT,
  meta: {
    reads: ['laboratory_requests', 'companies', 'lab_result_consents'],
    errorToast: laboratoryErrorTexts,
  },
});

export type AdminLabRequest = PageRow<typeof requestsPageQuery>;

export const useRequestsPage = (scope: CompanyScope, params: LabParams) =>
  useQuery(requestsPageQuery(scope, params));
