// The client's view: one page of the valid certificates of its company's collaborators, with the total,
// searched (worker, course, code) and sorted on the server. The view hides CURP and RFC.
import { useQuery } from '@tanstack/react-query';

import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';

import { certificateKeys } from './keys';

export const DEFAULT_COMPANY_CERTIFICATE_SORT = { id: 'issued_at', desc: true } as const;

export const companyCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar las constancias del personal.',
} as const;

export const companyCertificatesQuery = scopedPageQuery({
  from: 'company_certificates',
  columns:
    'id, code, worker_name, job_title, course_title, course_hours, period_start, period_end, issued_at',
  key: certificateKeys.company,
  search: ['worker_name', 'course_title', 'code'],
  sorts: ['issued_at', 'worker_name', 'course_title', 'code'],
  defaultSort: DEFAULT_COMPANY_CERTIFICATE_SORT,
  nullsLast: false,
  meta: { reads: ['certificates'], errorToast: companyCertificatesErrorTexts },
});

export type CompanyCertificate = PageRow<typeof companyCertificatesQuery>;

export const useCompanyCertificates = (companyId: string, params: TableParams) =>
  useQuery(companyCertificatesQuery(companyId, params));
