// The table both compliance matrices draw: one row per subject (a company, a document type) × one column per
// month. The header row names each month (short on screen, long for screen readers) with its ZIP button;
// each row's header cell is pinned while the months scroll sideways inside the labelled region.
import * as React from 'react';

import type { YearMonth } from '../../utils/periods';
import { MatrixRegion, stickyColumn, ZipButton } from './matrix-frame';
import { longMonth, shortMonth } from './month-label';

interface MonthMatrixProps<Row> {
  /** The region's accessible name. */
  label: string;
  /** The header of the pinned first column. */
  subject: string;
  months: YearMonth[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The pinned cell that names the row (its ZIP button included). */
  rowHeader: (row: Row) => React.ReactNode;
  /** The cell of a row in the month at `index`. */
  cell: (row: Row, index: number) => React.ReactNode;
  busy: boolean;
  onZipMonth: (index: number) => void;
}

export function MonthMatrix<Row>({
  label,
  subject,
  months,
  rows,
  rowKey,
  rowHeader,
  cell,
  busy,
  onZipMonth,
}: MonthMatrixProps<Row>) {
  return (
    <MatrixRegion label={label} columns={months.length}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className={`${stickyColumn} border-b px-3 py-2 text-left font-medium`}>
              {subject}
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
            <tr key={rowKey(row)}>
              <th scope="row" className={`${stickyColumn} border-b px-3 py-2 text-left font-normal`}>
                {rowHeader(row)}
              </th>
              {months.map((_, i) => (
                <td key={i} className="border-b px-2 py-2 text-center">
                  {cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </MatrixRegion>
  );
}
