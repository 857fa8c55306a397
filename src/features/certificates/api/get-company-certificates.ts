// The client's view: one page of the valid certificates of its company's collaborators, with the total,
// searched (worker, course, code) and sorted on the server. The view hides CURP and RFC.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { certificateKeys } from './keys';

export const COMPANY_CERTIFICATE_SORTS = ['issued_at', 'worker_name', 'course_title', 'code'] as const;
export const DEFAULT_COMPANY_CERTIFICATE_SORT = { id: 'issued_at', desc: true } as const;

export const companyCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las constancias del personal.',
} as const;

async function getCompanyCertificates(companyId: string, params: TableParams) {
  let query = supabase
    .from('company_certificates')
    .select(
      'id, code, worker_name, job_title, course_title, course_hours, period_start, period_end, issued_at',
      { count: 'exact' },
    )
    .eq('company_id', companyId);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['worker_name', 'course_title', 'code'], term));
  const sort = allowedSort(params.sort, COMPANY_CERTIFICATE_SORTS, DEFAULT_COMPANY_CERTIFICATE_SORT);
  // The id last makes the order total, so no constancia moves between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order(sort.id, { ascending: !sort.desc })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type CompanyCertificate = Awaited<ReturnType<typeof getCompanyCertificates>>['rows'][number];

export const companyCertificatesQuery = (companyId: string, params: TableParams) =>
  queryOptions<Page<CompanyCertificate>>({
    queryKey: certificateKeys.company(companyId, params),
    queryFn: () => getCompanyCertificates(companyId, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: companyCertificatesErrorTexts },
  });

export const useCompanyCertificates = (companyId: string, params: TableParams) =>
  useQuery(companyCertificatesQuery(companyId, params));
