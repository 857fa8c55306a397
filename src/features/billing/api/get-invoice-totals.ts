// What the client owes: the sum of pending and of overdue amounts over EVERY invoice the filters match
// (not only the page on screen). Aggregates are off on Supabase by default (PGRST123), so the amounts of
// the open invoices are fetched (two small columns, every server page of them: one answer holds at most
// 1,000 rows) and added here, in cents to avoid float drift.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
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

export async function getInvoiceTotals(
  companyId: string,
  search: string,
  filters: InvoiceFilters,
): Promise<InvoiceTotals> {
  const data = await fetchAll<{ amount: number; status: string }>((from, to) => {
    const query = supabase
      .from('invoices')
      .select('amount, status')
      .eq('company_id', companyId)
      .or('status.ilike.pendiente,status.ilike.vencida');
    // The id orders the pages, so no invoice is counted twice or skipped between them.
    return applyInvoiceFilters(query, filters, search).order('id').range(from, to);
  });
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
