// Companies × months: each company links to its account, each company-month opens its detail; each month
// and company has its ZIP. A table where it fits, a card per company where it does not (month-matrix.tsx).
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { YearMonth } from '../../utils/periods';
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
      onZipRow={onZipCompany}
      rowLabel={(row) => row.company.name}
      rowName={(row) => (
        <Link
          to={paths.admin.companyAccount.getHref(row.company.id)}
          aria-label={matrixTexts.account(row.company.name)}
          className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.company.name}
        </Link>
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
