// The admin's list: one page of every company's invoices (or the header's company), with the total,
// searched by number or folio fiscal and sorted on the server, each with the payments its complements
// recorded.
import { useQuery } from '@tanstack/react-query';

import type { CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';

import { INVOICE_SEARCH_COLUMNS } from './invoice-query';
import { billingKeys } from './keys';

export const DEFAULT_ADMIN_INVOICE_SORT = { id: 'issue_date', desc: true } as const;

export const adminInvoiceErrorTexts = {
  title: 'Error de Carga',
  description: 'No se pudieron cargar las facturas.',
} as const;

export const adminInvoicesQuery = scopedPageQuery({
  from: 'invoices',
  columns:
    'id, company_id, invoice_number, cfdi_uuid, issue_date, due_date, paid_on, amount, currency, status, file_url, xml_url, updated_at, company:companies(name), payments:invoice_payments(id, paid_on, installment, amount_paid, remaining, currency, complement:payment_complements(id, rep_uuid, xml_url))',
  key: billingKeys.admin,
  search: INVOICE_SEARCH_COLUMNS,
  sorts: ['issue_date', 'due_date', 'paid_on', 'amount', 'invoice_number', 'status'],
  defaultSort: DEFAULT_ADMIN_INVOICE_SORT,
  meta: {
    reads: ['invoices', 'companies', 'invoice_payments', 'payment_complements'],
    errorToast: adminInvoiceErrorTexts,
  },
});

export type AdminInvoice = PageRow<typeof adminInvoicesQuery>;

export const useAdminInvoices = (scope: CompanyScope, params: TableParams) =>
  useQuery(adminInvoicesQuery(scope, params));
