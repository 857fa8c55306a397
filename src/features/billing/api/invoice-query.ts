// The filters a client's invoice list and its totals share, applied to any select on invoices, so the
// totals always add up exactly the rows the list can page through.
import { ilikeAny } from '@/utils/search';

import { periodRange, type InvoiceFilters } from '../utils/invoice-filters';

/** Number or folio fiscal (UUID) anywhere in the text typed. */
export const INVOICE_SEARCH_COLUMNS = ['invoice_number', 'cfdi_uuid'] as const;

interface Filterable<Q> {
  ilike(column: 'status', pattern: string): Q;
  gte(column: 'issue_date', value: string): Q;
  lt(column: 'issue_date', value: string): Q;
  or(filters: string): Q;
}

export function applyInvoiceFilters<Q extends Filterable<Q>>(
  query: Q,
  filters: InvoiceFilters,
  search: string,
): Q {
  let out = query;
  // Status values are plain words (a whitelist), so ilike compares them without wildcards.
  if (filters.status) out = out.ilike('status', filters.status);
  const period = periodRange(filters);
  if (period) out = out.gte('issue_date', period[0]).lt('issue_date', period[1]);
  const term = search.trim();
  if (term) out = out.or(ilikeAny(INVOICE_SEARCH_COLUMNS, term));
  return out;
}
