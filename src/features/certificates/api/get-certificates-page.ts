// Admin 'Constancias': one page of every certificate, searched (name, code, course) and filtered by
// company, state and issue dates on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { dayStart, type CertificateFilters } from '../utils/certificate-filters';
import { CERTIFICATE_COLUMNS } from './certificate-columns';
import type { Certificate } from './get-my-certificates';
import { certificateKeys } from './keys';

export const CERTIFICATE_SORTS = ['issued_at', 'worker_name', 'course_title', 'code'] as const;
export const DEFAULT_CERTIFICATE_SORT = { id: 'issued_at', desc: true } as const;

function getCertificatesPage(filters: CertificateFilters, params: TableParams): Promise<Page<Certificate>> {
  let query = supabase.from('certificates').select(CERTIFICATE_COLUMNS, { count: 'exact' });
  if (filters.company) query = query.eq('company_id', filters.company);
  if (filters.state === 'vigente') query = query.is('revoked_at', null);
  if (filters.state === 'revocada') query = query.not('revoked_at', 'is', null);
  if (filters.from) query = query.gte('issued_at', dayStart(filters.from));
  if (filters.to) query = query.lt('issued_at', dayStart(filters.to, true));
  return fetchPage(query, {
    params,
    search: ['worker_name', 'code', 'course_title'],
    sorts: CERTIFICATE_SORTS,
    defaultSort: DEFAULT_CERTIFICATE_SORT,
    nullsLast: false,
  });
}

export const certificatesPageQuery = (filters: CertificateFilters, params: TableParams) =>
  queryOptions({
    queryKey: certificateKeys.page(filters, params),
    queryFn: () => getCertificatesPage(filters, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['certificates'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar las constancias.' },
    },
  });

export const useCertificatesPage = (filters: CertificateFilters, params: TableParams) =>
  useQuery(certificatesPageQuery(filters, params));
