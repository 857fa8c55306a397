// The client's view: valid certificates of its company's collaborators (the view hides CURP and RFC).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { certificateKeys } from './keys';

async function getCompanyCertificates(companyId: string) {
  return fetchAll((from, to) =>
    supabase
      .from('company_certificates')
      .select(
        'id, code, worker_name, job_title, course_title, course_hours, period_start, period_end, issued_at',
      )
      .eq('company_id', companyId)
      .order('issued_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

export type CompanyCertificate = Awaited<ReturnType<typeof getCompanyCertificates>>[number];

export const companyCertificatesQuery = (companyId: string) =>
  queryOptions({
    queryKey: certificateKeys.company(companyId),
    queryFn: () => getCompanyCertificates(companyId),
    meta: {
      errorToast: { title: 'Error', description: 'No se pudieron cargar las constancias del personal.' },
    },
  });

export const useCompanyCertificates = (companyId: string) => useQuery(companyCertificatesQuery(companyId));
