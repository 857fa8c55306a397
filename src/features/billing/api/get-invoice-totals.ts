// What the client owes: the sum of pending and of overdue amounts over EVERY invoice the filters match
// (not only the page on screen). Aggregates are off on Supabase by default (PGRST123), so the amounts of
// the open invoices are fetched (two small columns) and added here, in cents to avoid float drift.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { InvoiceFilters } from '../utils/invoice-filters';
import { knownStatus } from '../utils/invoice-status';
import { applyInvoiceFilters } from './invoice-query';
import { billingKeys } from './keys';

export interface InvoiceTotals {
  pending: number;
  overdue: number;
  pendingCount: number;
  overdueCount: number;
}

// Enough for years of monthly invoices; a company past it would need the aggregate turned on.
const MAX_OPEN_INVOICES = 5000;

export async function getInvoiceTotals(
  companyId: string,
  search: string,
  filters: InvoiceFilters,
): Promise<InvoiceTotals> {
  const query = supabase
    .from('invoices')
    .select('amount, status')
    .eq('company_id', companyId)
    .or('status.ilike.pendiente,status.ilike.vencida');
  const { data, error } = await applyInvoiceFilters(query, filters, search).range(0, MAX_OPEN_INVOICES - 1);
  if (error) throw error;
  const cents = { pendiente: 0, vencida: 0 };
  const counts = { pendiente: 0, vencida: 0 };
  for (const row of data) {
    const status = knownStatus(row.status);
    if (status !== 'pendiente' && status !== 'vencida') continue;
    cents[status] += Math.round(Number(row.amount) * 100);
    counts[status] += 1;
  }
  return {
    pending: cents.pendiente / 100,
    overdue: cents.vencida / 100,
    pendingCount: counts.pendiente,
    overdueCount: counts.vencida,
  };
}

export const invoiceTotalsQuery = (companyId: string | null, search: string, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: billingKeys.totals(companyId ?? '', search.trim(), filters),
    queryFn: companyId ? () => getInvoiceTotals(companyId, search, filters) : skipToken,
    meta: { errorToast: { title: 'Error de Carga', description: 'No se pudieron calcular los saldos.' } },
  });

export const useInvoiceTotals = (companyId: string | null, search: string, filters: InvoiceFilters) =>
  useQuery(invoiceTotalsQuery(companyId, search, filters));
