// The invoices one payment complement paid (each once, by number), for the confirmation before it is
// removed: a complement may pay invoices beyond the row it was opened from.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { billingKeys } from './keys';

export async function getComplementInvoiceNumbers(complementId: string): Promise<string[]> {
  const { data, error } = await supabase
    .from('invoice_payments')
    .select('invoice:invoices(invoice_number)')
    .eq('complement_id', complementId);
  if (error) throw error;
  const numbers = data.flatMap((p) => (p.invoice ? [p.invoice.invoice_number] : []));
  return [...new Set(numbers)].sort((a, b) => a.localeCompare(b, 'es', { numeric: true }));
}

export const complementInvoiceNumbersQuery = (complementId: string) =>
  queryOptions({
    queryKey: billingKeys.complementPayments(complementId),
    queryFn: () => getComplementInvoiceNumbers(complementId),
    meta: {
      reads: ['invoice_payments', 'invoices'],
      errorToast: { title: 'Error', description: 'No se pudieron leer las facturas del complemento.' },
    },
  });

export const useComplementInvoiceNumbers = (complementId: string) =>
  useQuery(complementInvoiceNumbersQuery(complementId));
