// Companies (rows) × months (columns). Scrolls sideways inside its own labelled region with the company
// column pinned, so a phone keeps the row names in view; each column and row has its ZIP.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { YearMonth } from '../../utils/periods';
import { ZipButton } from './matrix-frame';
import type { CompanyRow } from './matrix-model';
import { longMonth } from './month-label';
import { MonthMatrix } from './month-matrix';
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
    <MonthMatrix
      label={matrixTexts.region}
      subject={matrixTexts.company}
      months={months}
      rows={rows}
      rowKey={(row) => row.company.id}
      busy={busy}
      onZipMonth={onZipMonth}
      rowHeader={(row) => (
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
      )}
      cell={(row, i) => (
        <SummaryCell
          summary={row.summaries[i]}
          context={`${row.company.name}, ${longMonth(months[i])}`}
          onOpen={() => onOpenCell(row, i)}
        />
      )}
    />
  );
}
