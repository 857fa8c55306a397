// The client's view: one page of the valid certificates of its company's collaborators, with the total,
// searched (worker, course, code) and sorted on the server. The view hides CURP and RFC.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { certificateKeys } from './keys';

export const COMPANY_CERTIFICATE_SORTS = ['issued_at', 'worker_name', 'course_title', 'code'] as const;
export const DEFAULT_COMPANY_CERTIFICATE_SORT = { id: 'issued_at', desc: true } as const;

export const companyCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las constancias del personal.',
} as const;

function getCompanyCertificates(companyId: string, params: TableParams) {
  const query = supabase
    .from('company_certificates')
    .select(
      'id, code, worker_name, job_title, course_title, course_hours, period_start, period_end, issued_at',
      {
        count: 'exact',
      },
    );
  return fetchPage(query, {
    params,
    scope: companyId,
    search: ['worker_name', 'course_title', 'code'],
    sorts: COMPANY_CERTIFICATE_SORTS,
    defaultSort: DEFAULT_COMPANY_CERTIFICATE_SORT,
    nullsLast: false,
  });
}

export type CompanyCertificate = Awaited<ReturnType<typeof getCompanyCertificates>>['rows'][number];

export const companyCertificatesQuery = (companyId: string, params: TableParams) =>
  queryOptions<Page<CompanyCertificate>>({
    queryKey: certificateKeys.company(companyId, params),
    queryFn: () => getCompanyCertificates(companyId, params),
    placeholderData: keepPreviousData,
    meta: { reads: ['certificates'], errorToast: companyCertificatesErrorTexts },
  });

export const useCompanyCertificates = (companyId: string, params: TableParams) =>
  useQuery(companyCertificatesQuery(companyId, params));
