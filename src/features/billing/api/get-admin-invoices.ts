// The admin's list: one page of every company's invoices (or the header's company), with the total,
// searched by number or folio fiscal and sorted on the server.
import { useQuery } from '@tanstack/react-query';

import type { CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

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

const select = () =>
  supabase
    .from('invoices')
    .select(
      'id, company_id, invoice_number, cfdi_uuid, issue_date, due_date, paid_on, amount, currency, status, file_url, xml_url, updated_at, company:companies(name)',
      { count: 'exact' },
    );

export type AdminInvoice = RowOf<ReturnType<typeof select>>;

export const adminInvoicesQuery = scopedPageQuery({
  key: billingKeys.admin,
  select,
  search: INVOICE_SEARCH_COLUMNS,
  sorts: ADMIN_INVOICE_SORTS,
  defaultSort: DEFAULT_ADMIN_INVOICE_SORT,
  meta: { reads: ['invoices', 'companies'], errorToast: adminInvoiceErrorTexts },
});

export const useAdminInvoices = (scope: CompanyScope, params: TableParams) =>
  useQuery(adminInvoicesQuery(scope, params));
