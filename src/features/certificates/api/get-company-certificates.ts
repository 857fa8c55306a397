// The client's view: one page of the valid certificates of its company's collaborators, with the total,
// searched (worker, course, code) and sorted on the server. The view hides CURP and RFC.
import { useQuery } from '@tanstack/react-query';

import { scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

import { certificateKeys } from './keys';

export const COMPANY_CERTIFICATE_SORTS = ['issued_at', 'worker_name', 'course_title', 'code'] as const;
export const DEFAULT_COMPANY_CERTIFICATE_SORT = { id: 'issued_at', desc: true } as const;

export const companyCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las constancias del personal.',
} as const;

const select = () =>
  supabase
    .from('company_certificates')
    .select(
      'id, code, worker_name, job_title, course_title, course_hours, period_start, period_end, issued_at',
      { count: 'exact' },
    );

export type CompanyCertificate = RowOf<ReturnType<typeof select>>;

export const companyCertificatesQuery = scopedPageQuery({
  key: certificateKeys.company,
  select,
  search: ['worker_name', 'course_title', 'code'],
  sorts: COMPANY_CERTIFICATE_SORTS,
  defaultSort: DEFAULT_COMPANY_CERTIFICATE_SORT,
  nullsLast: false,
  meta: { reads: ['certificates'], errorToast: companyCertificatesErrorTexts },
});

export const useCompanyCertificates = (companyId: string, params: TableParams) =>
  useQuery(companyCertificatesQuery(companyId, params));
