// The typed documents of a span of months (the company's own and the global ones; every company's for an
// admin that asks for all): only what the completeness rules need, every row (a server page at a time).
// The server picks the span: a large client has some 40 documents a month over years, and reading every
// typed document of four years to keep two months cost 'Estado de la Cuenta' two pages of 700 kB.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { monthKey, type YearMonth } from '../utils/periods';
import type { ComplianceDocument } from '../utils/status';
import { complianceKeys } from './keys';

const COLUMNS =
  'id, document_type_id, company_id, is_global, year, month, name, url, sha256, issued_on, expires_on';

/** PostgREST conditions matching the months from `from` to `to`, both included. */
export function spanFilter(from: YearMonth, to: YearMonth): string {
  if (from.year === to.year) return `and(year.eq.${from.year},month.gte.${from.month},month.lte.${to.month})`;
  const parts = [`and(year.eq.${from.year},month.gte.${from.month})`];
  if (to.year - from.year > 1) parts.push(`and(year.gt.${from.year},year.lt.${to.year})`);
  parts.push(`and(year.eq.${to.year},month.lte.${to.month})`);
  return parts.join(',');
}

/**
 * Documents with a type from `from` to `to` (months, both included), plus the ones up to three years
 * earlier that carry an expiry date (opinions, the REPSE registration), so the latest valid one is known.
 */
export async function getComplianceDocuments(
  scope: CompanyScope,
  from: YearMonth,
  to: YearMonth,
): Promise<ComplianceDocument[]> {
  return fetchAll<ComplianceDocument>((start, end) => {
    let query = supabase
      .from('documents')
      .select(COLUMNS)
      .not('document_type_id', 'is', null)
      // a REPSE registration lasts three years: older documents can still be the valid one
      .gte('year', from.year - 3)
      .lte('year', to.year);
    if (scope !== ALL_COMPANIES) query = query.or(`is_global.eq.true,company_id.eq.${scope}`);
    return query
      .or(`expires_on.not.is.null,${spanFilter(from, to)}`)
      .order('year')
      .order('month')
      .order('id')
      .range(start, end);
  });
}

export const complianceDocumentsQuery = (scope: CompanyScope, from: YearMonth, to: YearMonth) =>
  queryOptions({
    queryKey: complianceKeys.documents(scope, monthKey(from), monthKey(to)),
    queryFn: () => getComplianceDocuments(scope, from, to),
    meta: {
      reads: ['documents'],
      errorToast: { title: 'Error', description: 'No se pudo cargar el estado de cumplimiento.' },
    },
  });

export const useComplianceDocuments = (scope: CompanyScope, from: YearMonth, to: YearMonth) =>
  useQuery(complianceDocumentsQuery(scope, from, to));
