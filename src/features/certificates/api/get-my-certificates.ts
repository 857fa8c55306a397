// 'Mis Certificados': the collaborator's own certificates (valid and revoked), newest first.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { CERTIFICATE_COLUMNS } from './certificate-columns';
import { certificateKeys } from './keys';

async function getMyCertificates(profileId: string) {
  const { data, error } = await supabase
    .from('certificates')
    .select(CERTIFICATE_COLUMNS)
    .eq('profile_id', profileId)
    .order('issued_at', { ascending: false })
    .order('id');
  if (error) throw error;
  return data;
}

export type Certificate = Awaited<ReturnType<typeof getMyCertificates>>[number];

export const myCertificatesQuery = (profileId: string | undefined) =>
  queryOptions({
    queryKey: certificateKeys.mine(profileId ?? ''),
    queryFn: profileId ? () => getMyCertificates(profileId) : skipToken,
    meta: { errorToast: { title: 'Error', description: 'No se pudieron cargar tus certificados.' } },
  });

export const useMyCertificates = (profileId: string | undefined) => useQuery(myCertificatesQuery(profileId));
