// Invoices still to be paid: pending or overdue by status, or past their due date without being paid or
// cancelled. Statuses are compared case-insensitively ('Pagada' = 'pagada'), as billing does. The card
// lists the first few due and how many there are; the total per currency is added up by the database
// (open_invoice_totals, under the caller's RLS), so no amount of the invoices not shown is downloaded.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { billingKeys } from './keys';

/** The card lists the first few due; the full list is one link away. */
export const INVOICES_SHOWN = 6;

export type OpenInvoice = Pick<
  Tables<'invoices'>,
  'id' | 'invoice_number' | 'amount' | 'currency' | 'due_date' | 'status' | 'issue_date'
>;

export interface OpenInvoices {
  items: OpenInvoice[];
  total: number;
  totals: { currency: string; total: number }[];
}

interface Filterable<Q> {
  eq(column: 'company_id', value: string): Q;
  or(filters: string): Q;
  not(column: 'status', operator: 'ilike', value: string): Q;
}

function onlyOpen<Q extends Filterable<Q>>(query: Q, companyId: string, today: string): Q {
  return query
    .eq('company_id', companyId)
    .or(`status.ilike.pendiente,status.ilike.vencida,due_date.lt.${today}`)
    .not('status', 'ilike', 'pagada')
    .not('status', 'ilike', 'cancelada');
}

export async function getOpenInvoices(companyId: string, today: string): Promise<OpenInvoices> {
  const [page, totals] = await Promise.all([
    onlyOpen(
      supabase
        .from('invoices')
        .select('id, invoice_number, amount, currency, due_date, status, issue_date', { count: 'exact' }),
      companyId,
      today,
    )
      .order('due_date', { ascending: true, nullsFirst: false })
      .order('id')
      .range(0, INVOICES_SHOWN - 1),
    supabase.rpc('open_invoice_totals', { p_company_id: companyId, p_today: today }),
  ]);
  if (page.error) throw page.error;
  if (totals.error) throw totals.error;
  return { items: page.data, total: page.count ?? page.data.length, totals: totals.data };
}

export const openInvoicesQuery = (companyId: string, today: string) =>
  queryOptions({
    queryKey: [...billingKeys.all, 'open', companyId, today] as const,
    queryFn: () => getOpenInvoices(companyId, today),
    meta: {
      reads: ['invoices'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar las facturas por pagar.' },
    },
  });

export const useOpenInvoices = (companyId: string, today: string) =>
  useQuery(openInvoicesQuery(companyId, today));
