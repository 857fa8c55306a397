// 'Mis Certificados': one page of the collaborator's own certificates (valid and revoked), newest first,
// with the total, searched by course or code on the server.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { CERTIFICATE_COLUMNS } from './certificate-columns';
import { certificateKeys } from './keys';

export const myCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar tus certificados.',
} as const;

function getMyCertificates(profileId: string, params: TableParams) {
  const query = supabase.from('certificates').select(CERTIFICATE_COLUMNS, { count: 'exact' });
  return fetchPage(query, {
    params,
    scope: profileId,
    scopeColumn: 'profile_id',
    search: ['course_title', 'code'],
    sorts: [],
    defaultSort: { id: 'issued_at', desc: true },
    nullsLast: false,
  });
}

export type Certificate = Awaited<ReturnType<typeof getMyCertificates>>['rows'][number];

export const myCertificatesQuery = (profileId: string | undefined, params: TableParams) =>
  queryOptions<Page<Certificate>>({
    queryKey: certificateKeys.mine(profileId ?? '', params),
    queryFn: profileId ? () => getMyCertificates(profileId, params) : skipToken,
    placeholderData: keepPreviousData,
    meta: { reads: ['certificates'], errorToast: myCertificatesErrorTexts },
  });

export const useMyCertificates = (profileId: string | undefined, params: TableParams) =>
  useQuery(myCertificatesQuery(profileId, params));
