// Invoices still to be paid: pending or overdue by status, or past their due date without being paid or
// cancelled. Statuses are compared case-insensitively ('Pagada' = 'pagada'), as billing does.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { accountKeys } from './keys';

export type OpenInvoice = Pick<
  Tables<'invoices'>,
  'id' | 'invoice_number' | 'amount' | 'currency' | 'due_date' | 'status' | 'issue_date'
>;

export async function getOpenInvoices(companyId: string, today: string): Promise<OpenInvoice[]> {
  return fetchAll((from, to) =>
    supabase
      .from('invoices')
      .select('id, invoice_number, amount, currency, due_date, status, issue_date')
      .eq('company_id', companyId)
      .or(`status.ilike.pendiente,status.ilike.vencida,due_date.lt.${today}`)
      .not('status', 'ilike', 'pagada')
      .not('status', 'ilike', 'cancelada')
      .order('due_date', { ascending: true, nullsFirst: false })
      .order('id')
      .range(from, to),
  );
}

export const openInvoicesQuery = (companyId: string, today: string) =>
  queryOptions({
    queryKey: accountKeys.invoices(companyId, today),
    queryFn: () => getOpenInvoices(companyId, today),
    meta: { errorToast: { title: 'Error', description: 'No se pudieron cargar las facturas por pagar.' } },
  });

export const useOpenInvoices = (companyId: string, today: string) =>
  useQuery(openInvoicesQuery(companyId, today));
