// The months of the client's 'Cumplimiento por Periodo': the last six, the current one included. Shared by
// the matrix and the REPSE tab's prefetch, which must ask for the same span to fill the same cache entry.
import { addMonths, monthOfDate, type YearMonth } from './periods';

export const CLIENT_MONTHS = 6;

export function clientMatrixSpan(today: string): { from: YearMonth; to: YearMonth } {
  const to = monthOfDate(today);
  return { from: addMonths(to, -(CLIENT_MONTHS - 1)), to };
}
