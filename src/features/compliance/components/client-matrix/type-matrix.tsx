// The client's types (rows) × months (columns): each cell the status of the period holding that month, as
// an icon with its label (shown from the small breakpoint up, read by screen readers always). Scrolls
// sideways inside its labelled region with the type column pinned; each column and row has its ZIP.
import { formatDate } from '@/utils/format';

import { PERIODICITY_LABELS, periodLabel, type Periodicity, type YearMonth } from '../../utils/periods';
import type { companyMatrix } from '../../utils/status';
import { MatrixRegion, stickyColumn, ZipButton } from '../matrix/matrix-frame';
import { longMonth, shortMonth } from '../matrix/month-label';
import { LIGHT_LABELS, StatusIcon } from '../matrix/status-light';

export const typeMatrixTexts = {
  region: 'Cumplimiento por tipo de documento y mes',
  type: 'Documento',
  due: (date: string) => `fecha límite ${formatDate(date)}`,
} as const;

type Row = ReturnType<typeof companyMatrix>[number];

interface TypeMatrixProps {
  rows: Row[];
  months: YearMonth[];
  busy: boolean;
  onZipMonth: (index: number) => void;
  onZipType: (row: Row) => void;
}

export function TypeMatrix({ rows, months, busy, onZipMonth, onZipType }: TypeMatrixProps) {
  return (
    <MatrixRegion label={typeMatrixTexts.region} columns={months.length}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className={`${stickyColumn} border-b px-3 py-2 text-left font-medium`}>
              {typeMatrixTexts.type}
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
            <tr key={row.type.id}>
              <th scope="row" className={`${stickyColumn} border-b px-3 py-2 text-left font-normal`}>
                <div className="flex w-36 flex-col items-start gap-0.5 sm:w-auto sm:max-w-64">
                  <span className="font-medium">{row.type.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {PERIODICITY_LABELS[row.type.periodicity as Periodicity]}
                  </span>
                  <ZipButton what={row.type.name} busy={busy} onClick={() => onZipType(row)} />
                </div>
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="border-b px-2 py-2 text-center">
                  <span
                    className="inline-flex items-center gap-1.5 whitespace-nowrap"
                    title={`${periodLabel(cell.period)}: ${LIGHT_LABELS[cell.status]}`}
                  >
                    <StatusIcon status={cell.status} />
                    <span className="sr-only sm:not-sr-only">{LIGHT_LABELS[cell.status]}</span>
                    <span className="sr-only">
                      {` — ${periodLabel(cell.period)}`}
                      {cell.dueDate ? `, ${typeMatrixTexts.due(cell.dueDate)}` : ''}
                    </span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </MatrixRegion>
  );
}
