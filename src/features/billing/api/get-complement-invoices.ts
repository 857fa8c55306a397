// The company's invoices a payment complement names (by folio fiscal), with what each still owes: the
// lowest remaining of its recorded payments, or its total when none is recorded (balances only go down).
// What the upload dialog checks a complement against before it is saved (the database checks it again).
import { queryOptions } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { KnownInvoice } from '../utils/payment-complement';
import { billingKeys } from './keys';

export interface ComplementInvoice extends KnownInvoice {
  id: string;
  invoiceNumber: string;
  currency: string;
  balance: number;
}

export async function getComplementInvoices(
  companyId: string,
  uuids: readonly string[],
): Promise<ComplementInvoice[]> {
  if (uuids.length === 0) return [];
  const { data, error } = await supabase
    .from('invoices')
    .select('id, invoice_number, cfdi_uuid, amount, currency, payments:invoice_payments(remaining)')
    .eq('company_id', companyId)
    .in('cfdi_uuid', [...uuids]);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoice_number,
    uuid: row.cfdi_uuid ?? '',
    currency: row.currency,
    balance: Math.min(Number(row.amount), ...row.payments.map((p) => Number(p.remaining))),
  }));
}

export const complementInvoicesQuery = (companyId: string, uuids: readonly string[]) =>
  queryOptions({
    queryKey: billingKeys.complementInvoices(companyId, [...uuids].sort()),
    queryFn: () => getComplementInvoices(companyId, uuids),
    staleTime: 0,
    meta: {
      reads: ['invoices', 'invoice_payments'],
      errorToast: { title: 'Error', description: 'No se pudieron leer las facturas del complemento.' },
    },
  });
