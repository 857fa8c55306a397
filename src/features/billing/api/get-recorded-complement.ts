// Whether a payment complement (by its folio fiscal) is already recorded, and for which company: the upload
// dialog refuses it before uploading anything (the database refuses it too).
import { queryOptions } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { billingKeys } from './keys';

export async function getRecordedComplement(repUuid: string) {
  const { data, error } = await supabase
    .from('payment_complements')
    .select('id, company_id, created_at')
    .eq('rep_uuid', repUuid.toUpperCase())
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const recordedComplementQuery = (repUuid: string) =>
  queryOptions({
    queryKey: billingKeys.recordedComplement(repUuid.toUpperCase()),
    queryFn: () => getRecordedComplement(repUuid),
    staleTime: 0,
    meta: {
      reads: ['payment_complements'],
      errorToast: { title: 'Error', description: 'No se pudo revisar si el complemento ya se registró.' },
    },
  });
