// The client list's filters (status, year, month) as URL parameters, and the PostgREST filters they mean.
// Status matches case-insensitively (rows hold 'Pagada' and 'pagada'); the period is the issue date.
import { isKnownStatus, type InvoiceStatusValue } from './invoice-status-values';

export interface InvoiceFilters {
  status: InvoiceStatusValue | null;
  year: number | null;
  /** 1-12; only applies with a year. */
  month: number | null;
}

export const FILTER_PARAMS = { status: 'estado', year: 'anio', month: 'mes' } as const;
export const NO_FILTERS: InvoiceFilters = { status: null, year: null, month: null };

export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const status = params.get(FILTER_PARAMS.status) ?? '';
  const year = Number.parseInt(params.get(FILTER_PARAMS.year) ?? '', 10);
  const month = Number.parseInt(params.get(FILTER_PARAMS.month) ?? '', 10);
  const validYear = Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
  return {
    status: isKnownStatus(status) ? status : null,
    year: validYear,
    month: validYear !== null && Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
  };
}

export const hasFilters = (f: InvoiceFilters): boolean => f.status !== null || f.year !== null;

const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;

/** [from, to) issue dates of the chosen year or month, or null without a year. */
export function periodRange(f: InvoiceFilters): [string, string] | null {
  if (f.year === null) return null;
  if (f.month === null) return [iso(f.year, 1), iso(f.year + 1, 1)];
  return f.month === 12
    ? [iso(f.year, 12), iso(f.year + 1, 1)]
    : [iso(f.year, f.month), iso(f.year, f.month + 1)];
}

/** The years offered: from this year back to 2020 (invoices older than that are rare in the portal). */
export function filterYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: Math.max(1, current - 2019) }, (_, i) => current - i);
}
