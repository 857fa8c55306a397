// What both compliance matrices draw: subjects (companies, document types) × months, with a ZIP for each
// month and each subject. A table where it fits its width: the header row names each month (short on
// screen, long for screen readers) with its ZIP, each row's header the subject with its ZIP. Where it does
// not (a phone, a long range of months), one card per subject listing its months, under a bar of the
// months' ZIPs that wraps (month-cards.tsx): nothing scrolls sideways, so nothing shows in part.
import * as React from 'react';

import { useTableFits } from '../../hooks/use-table-fits';
import { monthKey, type YearMonth } from '../../utils/periods';
import { ZipButton } from './matrix-frame';
import { MonthCards } from './month-cards';
import { longMonth, shortMonth } from './month-label';

export interface MonthMatrixProps<Row> {
  /** The region's accessible name. */
  label: string;
  /** The header of the subjects' column. */
  subject: string;
  months: YearMonth[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The subject as its row or card names it (a link, a line under the name). */
  rowName: (row: Row) => React.ReactNode;
  /** The subject's name in words: its ZIP button's and its months' names. */
  rowLabel: (row: Row) => string;
  /** The cell of a row in the month at `index`. */
  cell: (row: Row, index: number) => React.ReactNode;
  busy: boolean;
  onZipMonth: (index: number) => void;
  onZipRow: (row: Row) => void;
}

export function MonthMatrix<Row>(props: MonthMatrixProps<Row>) {
  const { label, months, rows, rowKey } = props;
  const content = `${months.map(monthKey).join()}|${rows.map(rowKey).join()}`;
  const { box, scroller, fits } = useTableFits(content);
  return (
    <div ref={box} role="region" aria-label={label} className="min-w-0">
      {fits ? (
        // relative: the sr-only texts inside are placed in it, not in the page, which they would widen
        <div ref={scroller} className="relative overflow-x-auto rounded-lg border bg-card">
          <MatrixTable {...props} />
        </div>
      ) : (
        <MonthCards {...props} />
      )}
    </div>
  );
}

function MatrixTable<Row>({
  subject,
  months,
  rows,
  rowKey,
  rowName,
  rowLabel,
  cell,
  busy,
  onZipMonth,
  onZipRow,
}: MonthMatrixProps<Row>) {
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="border-b px-3 py-2 text-left font-medium">
            {subject}
          </th>
          {months.map((month, i) => (
            <th key={monthKey(month)} scope="col" className="border-b px-2 py-2 font-medium">
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
            <th scope="row" className="border-b px-3 py-2 text-left font-normal">
              <div className="flex max-w-64 flex-col items-start gap-1">
                {rowName(row)}
                <ZipButton what={rowLabel(row)} busy={busy} onClick={() => onZipRow(row)} />
              </div>
            </th>
            {months.map((month, i) => (
              <td key={monthKey(month)} className="border-b px-2 py-2 text-center">
                {cell(row, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
