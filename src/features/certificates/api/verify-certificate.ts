// Public confirmation of a constancia by its code (anonymous callers too): only what the function exposes.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { certificateKeys } from './keys';

async function verifyCertificate(code: string) {
  const { data, error } = await supabase.rpc('verify_certificate', { p_code: code });
  if (error) throw error;
  return data[0] ?? null;
}

export type Verification = NonNullable<Awaited<ReturnType<typeof verifyCertificate>>>;

export const verifyCertificateQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.verify(code),
    queryFn: code ? () => verifyCertificate(code) : skipToken,
    meta: {
      reads: ['certificates'],
      errorToast: { title: 'Error', description: 'No se pudo verificar la constancia.' },
    },
  });

export const useVerifyCertificate = (code: string) => useQuery(verifyCertificateQuery(code));
