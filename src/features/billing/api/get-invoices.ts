// The company's invoices one page at a time, with the total: searched by number and sorted by issue date
// or amount on the server (newest issue date first by default).
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { pageRange, type TableParams } from '@/components/data-table/table-params';
import type { Page } from '@/components/data-table/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { billingKeys } from './keys';

export const INVOICE_SORTS = ['issue_date', 'amount'] as const;
export const DEFAULT_INVOICE_SORT = { id: 'issue_date', desc: true } as const;

export const invoiceErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudieron cargar las facturas.',
} as const;

export async function getInvoices(companyId: string, params: TableParams) {
  let query = supabase
    .from('invoices')
    .select('id, invoice_number, issue_date, due_date, amount, currency, status, file_url, xml_url', {
      count: 'exact',
    })
    .eq('company_id', companyId);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['invoice_number'], term));
  const sort =
    params.sort && (INVOICE_SORTS as readonly string[]).includes(params.sort.id)
      ? params.sort
      : DEFAULT_INVOICE_SORT;
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order(sort.id, { ascending: !sort.desc })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type Invoice = Awaited<ReturnType<typeof getInvoices>>['rows'][number];

export const invoicesQuery = (companyId: string | null, params: TableParams) =>
  queryOptions<Page<Invoice>>({
    queryKey: billingKeys.invoices(companyId ?? '', params),
    queryFn: companyId ? () => getInvoices(companyId, params) : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorToast: invoiceErrorTexts },
  });

export const useInvoices = (companyId: string | null, params: TableParams) =>
  useQuery(invoicesQuery(companyId, params));
