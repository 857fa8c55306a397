// 'Mis Certificados': one page of the collaborator's own certificates (valid and revoked), newest first,
// with the total, searched by course or code on the server.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { CERTIFICATE_COLUMNS } from './certificate-columns';
import { certificateKeys } from './keys';

export const myCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar tus certificados.',
} as const;

async function getMyCertificates(profileId: string, params: TableParams) {
  let query = supabase
    .from('certificates')
    .select(CERTIFICATE_COLUMNS, { count: 'exact' })
    .eq('profile_id', profileId);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['course_title', 'code'], term));
  // The id last makes the order total, so no constancia moves between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order('issued_at', { ascending: false })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type Certificate = Awaited<ReturnType<typeof getMyCertificates>>['rows'][number];

export const myCertificatesQuery = (profileId: string | undefined, params: TableParams) =>
  queryOptions<Page<Certificate>>({
    queryKey: certificateKeys.mine(profileId ?? '', params),
    queryFn: profileId ? () => getMyCertificates(profileId, params) : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorToast: myCertificatesErrorTexts },
  });

export const useMyCertificates = (profileId: string | undefined, params: TableParams) =>
  useQuery(myCertificatesQuery(profileId, params));
