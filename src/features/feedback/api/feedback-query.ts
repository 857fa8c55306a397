// The admin's feedback filters (header company, rating, dates), shared by the page, the statistics and
// the CSV export so the three always describe the same rows.
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';

import { nextDay, type FeedbackFilters } from '../utils/feedback-filters';

interface Filterable<T> {
  eq(column: string, value: string | number): T;
  gte(column: string, value: string): T;
  lt(column: string, value: string): T;
}

export function applyFeedbackFilters<T extends Filterable<T>>(
  query: T,
  scope: CompanyScope,
  filters: FeedbackFilters,
): T {
  let out = query;
  if (scope !== ALL_COMPANIES) out = out.eq('company_id', scope);
  if (filters.rating !== null) out = out.eq('rating', filters.rating);
  // Days are the admin's local calendar days (the browser's time zone), as the date inputs show them.
  if (filters.from) out = out.gte('created_at', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) out = out.lt('created_at', new Date(`${nextDay(filters.to)}T00:00:00`).toISOString());
  return out;
}
