// The first page of the client's 'Facturación' and 'Laboratorio' lists (and the invoice balance), read
// from the URL the tab opens with exactly as the lists read it, so they find the answers in the cache.
import type { QueryClient } from '@tanstack/react-query';

import { invoiceTotalsQuery } from '@/features/billing/api/get-invoice-totals';
import { DEFAULT_INVOICE_SORT, invoicesQuery } from '@/features/billing/api/get-invoices';
import { parseInvoiceFilters } from '@/features/billing/utils/invoice-filters';
import { laboratoryRequestsQuery } from '@/features/laboratory/api/get-laboratory-requests';
import { STATUS_PARAM } from '@/features/laboratory/hooks/use-lab-params';
import { parseStatusFilter } from '@/features/laboratory/utils/lab-status';
import { LINKED_ITEM_PARAMS, parseLinkedItem } from '@/lib/linked-item';
import { parseTableParams } from '@/lib/query/table-params';

export async function prefetchBilling(client: QueryClient, companyId: string, url: URLSearchParams) {
  const params = parseTableParams(url, { sort: DEFAULT_INVOICE_SORT });
  const filters = parseInvoiceFilters(url);
  await Promise.all([
    client.prefetchQuery(
      invoicesQuery(companyId, params, filters, parseLinkedItem(url, LINKED_ITEM_PARAMS.invoice)),
    ),
    client.prefetchQuery(invoiceTotalsQuery(companyId, params.search, filters)),
  ]);
}

export async function prefetchLaboratory(client: QueryClient, companyId: string, url: URLSearchParams) {
  const params = {
    ...parseTableParams(url),
    status: parseStatusFilter(url.get(STATUS_PARAM)),
    item: parseLinkedItem(url, LINKED_ITEM_PARAMS.labRequest),
  };
  await client.prefetchQuery(laboratoryRequestsQuery(companyId, params));
}
