// The valid constancias of the company's collaborators. A client reads them through the view
// company_certificates (no CURP or RFC, nothing revoked); the admin reads certificates directly.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { certificateKeys } from './keys';

/** Who reads: the company's client (through the view) or the admin. */
export type Audience = 'client' | 'admin';

const COLUMNS = 'id, code, worker_name, job_title, course_title, issued_at';

async function getClientCertificates(companyId: string) {
  const data = await fetchAll((from, to) =>
    supabase
      .from('company_certificates')
      .select(COLUMNS)
      .eq('company_id', companyId)
      .order('issued_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  // The view's columns are nullable in the generated types; the rows it returns always carry them.
  return data.map((row) => ({
    id: row.id ?? '',
    code: row.code ?? '',
    worker_name: row.worker_name ?? '',
    job_title: row.job_title,
    course_title: row.course_title ?? '',
    issued_at: row.issued_at ?? '',
  }));
}

async function getAdminCertificates(companyId: string) {
  return fetchAll((from, to) =>
    supabase
      .from('certificates')
      .select(COLUMNS)
      .eq('company_id', companyId)
      .is('revoked_at', null)
      .order('issued_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

export type StaffCertificate = Awaited<ReturnType<typeof getAdminCertificates>>[number];

export function getStaffCertificates(audience: Audience, companyId: string): Promise<StaffCertificate[]> {
  return audience === 'client' ? getClientCertificates(companyId) : getAdminCertificates(companyId);
}

export const staffCertificatesQuery = (audience: Audience, companyId: string) =>
  queryOptions({
    queryKey: [...certificateKeys.all, 'staff', audience, companyId] as const,
    queryFn: () => getStaffCertificates(audience, companyId),
    meta: {
      // The client's view company_certificates reads certificates.
      reads: ['certificates'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar las constancias del personal.' },
    },
  });

export const useStaffCertificates = (audience: Audience, companyId: string) =>
  useQuery(staffCertificatesQuery(audience, companyId));
