// The filters a client's invoice list and its totals share: as PostgREST filters for the list, and as the
// arguments of the database's invoice_totals() for the totals, which applies them with the same meaning
// (tests/integration/invoice-totals.test.ts compares both), so the totals add up the rows the list shows.
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

/** The same filters as invoice_totals() arguments; a filter not set is left out (the function ignores it). */
export function invoiceTotalsArgs(filters: InvoiceFilters, search: string) {
  const period = periodRange(filters);
  const term = search.trim();
  return {
    ...(filters.status ? { p_status: filters.status } : {}),
    ...(period ? { p_from: period[0], p_to: period[1] } : {}),
    // Trimmed here, as the list trims it: JavaScript's trim and SQL's btrim disagree on tabs and the like.
    ...(term ? { p_search: term } : {}),
  };
}
