// The admin matrix's rows: one per company, a monthSummary per month shown, and the row's overall status
// (the same summarize rule over every period of the range) that the status filter uses.
import type { Tables } from '@/types/database';

import type { StatusFilter } from '../../hooks/use-matrix-filters';
import type { YearMonth } from '../../utils/periods';
import { monthSummaries, summarize, type MatrixInput, type PeriodSummary } from '../../utils/status';

export type MatrixCompany = Pick<Tables<'companies'>, 'id' | 'name'>;

export interface CompanyRow {
  company: MatrixCompany;
  summaries: PeriodSummary[];
  status: PeriodSummary['status'];
}

export function companyRows(
  input: MatrixInput,
  companies: MatrixCompany[],
  months: YearMonth[],
): CompanyRow[] {
  return companies.map((company) => {
    const summaries = monthSummaries(input, company.id, months);
    return { company, summaries, status: summarize(summaries.flatMap((s) => s.cells)).status };
  });
}

/** 'late': something late or expired; 'complete': everything due delivered; 'pending': the rest. */
export function filterRows(rows: CompanyRow[], filter: StatusFilter): CompanyRow[] {
  return filter === 'all' ? rows : rows.filter((row) => row.status === filter);
}
