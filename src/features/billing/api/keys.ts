import type { TableParams } from '@/lib/query/table-params';

import type { InvoiceFilters } from '../utils/invoice-filters';

export const billingKeys = {
  all: ['billing'] as const,
  invoices: (companyId: string, params: TableParams, filters: InvoiceFilters, item: string | null = null) =>
    [...billingKeys.all, 'invoices', companyId, params, filters, item] as const,
  totals: (companyId: string, search: string, filters: InvoiceFilters) =>
    [...billingKeys.all, 'totals', companyId, search, filters] as const,
  admin: (scope: string, params: TableParams) => [...billingKeys.all, 'admin', scope, params] as const,
  companyRfc: (companyId: string) => [...billingKeys.all, 'company-rfc', companyId] as const,
  complementInvoices: (companyId: string, uuids: string[]) =>
    [...billingKeys.all, 'complement-invoices', companyId, uuids] as const,
  recordedComplement: (repUuid: string) => [...billingKeys.all, 'recorded-complement', repUuid] as const,
  complementPayments: (complementId: string) =>
    [...billingKeys.all, 'complement-payments', complementId] as const,
};
