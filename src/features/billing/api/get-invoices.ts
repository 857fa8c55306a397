// The company's invoices one page at a time, with the total: filtered by status and period, searched by
// number or folio fiscal, and sorted by issue date or amount on the server (newest issue date first); each
// with the payments its complements recorded (an invoice paid in parts has several).
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { onlyLinked } from '@/lib/linked-item';
import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import type { InvoiceFilters } from '../utils/invoice-filters';
import { applyInvoiceFilters } from './invoice-query';
import { billingKeys } from './keys';

export const INVOICE_SORTS = ['issue_date', 'amount'] as const;
export const DEFAULT_INVOICE_SORT = { id: 'issue_date', desc: true } as const;

export const invoiceErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudieron cargar las facturas.',
} as const;

/** `item`: the one invoice a notification links to (?factura=), or null for the whole list. */
export function getInvoices(
  companyId: string,
  params: TableParams,
  filters: InvoiceFilters,
  item: string | null = null,
) {
  const query = supabase
    .from('invoices')
    .select(
      'id, company_id, invoice_number, cfdi_uuid, issue_date, due_date, paid_on, amount, currency, status, file_url, xml_url, payments:invoice_payments(id, paid_on, installment, amount_paid, remaining, currency, complement:payment_complements(id, rep_uuid, xml_url))',
      { count: 'exact' },
    );
  // The search is one of the filters the totals share, so it is applied with them.
  return fetchPage(applyInvoiceFilters(onlyLinked(query, item), filters, params.search), {
    params,
    scope: companyId,
    sorts: INVOICE_SORTS,
    defaultSort: DEFAULT_INVOICE_SORT,
    nullsLast: false,
  });
}

export type Invoice = Awaited<ReturnType<typeof getInvoices>>['rows'][number];

export const invoicesQuery = (
  companyId: string | null,
  params: TableParams,
  filters: InvoiceFilters,
  item: string | null = null,
) =>
  queryOptions<Page<Invoice>>({
    queryKey: billingKeys.invoices(companyId ?? '', params, filters, item),
    queryFn: companyId ? () => getInvoices(companyId, params, filters, item) : skipToken,
    placeholderData: keepPreviousData,
    meta: {
      reads: ['invoices', 'invoice_payments', 'payment_complements'],
      errorToast: invoiceErrorTexts,
    },
  });

export const useInvoices = (
  companyId: string | null,
  params: TableParams,
  filters: InvoiceFilters,
  item: string | null = null,
) => useQuery(invoicesQuery(companyId, params, filters, item));
