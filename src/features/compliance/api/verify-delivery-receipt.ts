// Public check of a delivery receipt by its code (anonymous callers too): only what the function exposes
// (the company, the month, the issue time, the file fingerprints and the receipt's fingerprint).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { complianceKeys } from './keys';

async function verifyDeliveryReceipt(code: string) {
  const { data, error } = await supabase.rpc('verify_delivery_receipt', { p_code: code });
  if (error) throw error;
  return data[0] ?? null;
}

export type ReceiptVerification = NonNullable<Awaited<ReturnType<typeof verifyDeliveryReceipt>>>;

export const verifyDeliveryReceiptQuery = (code: string | null) =>
  queryOptions({
    queryKey: [...complianceKeys.receipts(), 'verify', code] as const,
    queryFn: code ? () => verifyDeliveryReceipt(code) : skipToken,
    meta: {
      reads: ['delivery_receipts'],
      errorToast: { title: 'Error', description: 'No se pudo verificar el acuse.' },
    },
  });

export const useVerifyDeliveryReceipt = (code: string | null) => useQuery(verifyDeliveryReceiptQuery(code));
