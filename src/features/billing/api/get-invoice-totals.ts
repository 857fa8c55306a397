// What the client owes: the sum of pending and of overdue amounts over EVERY invoice the filters match
// (not only the page on screen), added up by the database (invoice_totals(), in numeric: cents-exact)
// under the caller's RLS, with the list's own filters. One entry per currency: amounts in MXN and in USD
// are never added together.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { InvoiceFilters } from '../utils/invoice-filters';
import { invoiceTotalsArgs } from './invoice-query';
import { billingKeys } from './keys';

export interface CurrencyTotals {
  currency: string;
  pending: number;
  overdue: number;
  pendingCount: number;
  overdueCount: number;
}

/** Currencies with a pending or an overdue invoice among those matched, by currency code. */
export type InvoiceTotals = CurrencyTotals[];

export async function getInvoiceTotals(
  companyId: string,
  search: string,
  filters: InvoiceFilters,
): Promise<InvoiceTotals> {
  const { data, error } = await supabase.rpc('invoice_totals', {
    p_company_id: companyId,
    ...invoiceTotalsArgs(filters, search),
  });
  if (error) throw error;
  return data.map((row) => ({
    currency: row.currency,
    pending: Number(row.pending),
    overdue: Number(row.overdue),
    pendingCount: Number(row.pending_count),
    overdueCount: Number(row.overdue_count),
  }));
}

export const invoiceTotalsQuery = (companyId: string | null, search: string, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: billingKeys.totals(companyId ?? '', search.trim(), filters),
    queryFn: companyId ? () => getInvoiceTotals(companyId, search, filters) : skipToken,
    meta: {
      reads: ['invoices'],
      errorToast: { title: 'Error de Carga', description: 'No se pudieron calcular los saldos.' },
    },
  });

export const useInvoiceTotals = (companyId: string | null, search: string, filters: InvoiceFilters) =>
  useQuery(invoiceTotalsQuery(companyId, search, filters));
