// Companies (rows) × months (columns). Scrolls sideways inside its own labelled region with the company
// column pinned, so a phone keeps the row names in view; each column and row has its ZIP.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { YearMonth } from '../../utils/periods';
import { MatrixRegion, stickyColumn, ZipButton } from './matrix-frame';
import type { CompanyRow } from './matrix-model';
import { longMonth, shortMonth } from './month-label';
import { SummaryCell } from './summary-cell';

export const matrixTexts = {
  region: 'Matriz de cumplimiento por empresa y mes',
  company: 'Empresa',
  account: (name: string) => `${name} (estado de la cuenta)`,
} as const;

interface CompanyMatrixProps {
  rows: CompanyRow[];
  months: YearMonth[];
  busy: boolean;
  onOpenCell: (row: CompanyRow, index: number) => void;
  onZipMonth: (index: number) => void;
  onZipCompany: (row: CompanyRow) => void;
}

export function CompanyMatrix({
  rows,
  months,
  busy,
  onOpenCell,
  onZipMonth,
  onZipCompany,
}: CompanyMatrixProps) {
  return (
    <MatrixRegion label={matrixTexts.region} columns={months.length}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className={`${stickyColumn} border-b px-3 py-2 text-left font-medium`}>
              {matrixTexts.company}
            </th>
            {months.map((month, i) => (
              <th key={`${month.year}-${month.month}`} scope="col" className="border-b px-2 py-2 font-medium">
                <div className="flex flex-col items-center gap-1 whitespace-nowrap">
                  <span aria-hidden="true">{shortMonth(month)}</span>
                  <span className="sr-only">{longMonth(month)}</span>
                  <ZipButton what={longMonth(month)} busy={busy} onClick={() => onZipMonth(i)} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.company.id}>
              <th scope="row" className={`${stickyColumn} border-b px-3 py-2 text-left font-normal`}>
                <div className="flex w-32 flex-col items-start gap-1 sm:w-auto sm:max-w-64">
                  <Link
                    to={paths.admin.companyAccount.getHref(row.company.id)}
                    aria-label={matrixTexts.account(row.company.name)}
                    className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {row.company.name}
                  </Link>
                  <ZipButton what={row.company.name} busy={busy} onClick={() => onZipCompany(row)} />
                </div>
              </th>
              {row.summaries.map((summary, i) => (
                <td key={i} className="border-b px-2 py-2 text-center">
                  <SummaryCell
                    summary={summary}
                    context={`${row.company.name}, ${longMonth(months[i])}`}
                    onOpen={() => onOpenCell(row, i)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </MatrixRegion>
  );
}
