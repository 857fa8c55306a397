// The admin's list: one page of every company's invoices (or the header's company), with the total,
// searched by number or folio fiscal and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { INVOICE_SEARCH_COLUMNS } from './invoice-query';
import { billingKeys } from './keys';

export const ADMIN_INVOICE_SORTS = [
  'issue_date',
  'due_date',
  'paid_on',
  'amount',
  'invoice_number',
  'status',
] as const;
export const DEFAULT_ADMIN_INVOICE_SORT = { id: 'issue_date', desc: true } as const;

export const adminInvoiceErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudieron cargar las facturas.',
} as const;

async function getAdminInvoices(scope: CompanyScope, params: TableParams) {
  let query = supabase
    .from('invoices')
    .select(
      'id, company_id, invoice_number, cfdi_uuid, issue_date, due_date, paid_on, amount, currency, status, file_url, xml_url, company:companies(name)',
      { count: 'exact' },
    );
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(INVOICE_SEARCH_COLUMNS, term));
  const sort = allowedSort(params.sort, ADMIN_INVOICE_SORTS, DEFAULT_ADMIN_INVOICE_SORT);
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query
    .order(sort.id, { ascending: !sort.desc, nullsFirst: false })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AdminInvoice = Awaited<ReturnType<typeof getAdminInvoices>>['rows'][number];

export const adminInvoicesQuery = (scope: CompanyScope, params: TableParams) =>
  queryOptions<Page<AdminInvoice>>({
    queryKey: billingKeys.admin(scope, params),
    queryFn: () => getAdminInvoices(scope, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: adminInvoiceErrorTexts },
  });

export const useAdminInvoices = (scope: CompanyScope, params: TableParams) =>
  useQuery(adminInvoicesQuery(scope, params));
