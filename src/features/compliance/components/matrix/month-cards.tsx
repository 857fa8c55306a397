// The matrices where their table does not fit: the months' ZIPs as a bar of buttons that wraps, then one
// card per subject with its ZIP and its months as tiles (the month over the cell), as many to a line as fit.
import * as React from 'react';

import { monthKey } from '../../utils/periods';
import { MonthZipButton, ZipButton } from './matrix-frame';
import { longMonth, shortMonth } from './month-label';
import type { MonthMatrixProps } from './month-matrix';

export const monthCardsTexts = {
  monthZips: 'ZIP por mes',
  months: (subject: string) => `${subject} por mes`,
} as const;

export function MonthCards<Row>(props: MonthMatrixProps<Row>) {
  const { months, rows, rowKey, rowName, rowLabel, cell, busy, onZipMonth, onZipRow } = props;
  const zipsId = React.useId();
  return (
    <div className="grid gap-3">
      <div role="group" aria-labelledby={zipsId} className="grid gap-2">
        <p id={zipsId} className="text-sm font-medium">
          {monthCardsTexts.monthZips}
        </p>
        <div className="flex flex-wrap gap-2">
          {months.map((month, i) => (
            <MonthZipButton
              key={monthKey(month)}
              month={longMonth(month)}
              busy={busy}
              onClick={() => onZipMonth(i)}
            />
          ))}
        </div>
      </div>
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid gap-3 rounded-lg border bg-card p-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 break-words">
                {rowName(row)}
              </div>
              <ZipButton what={rowLabel(row)} busy={busy} onClick={() => onZipRow(row)} />
            </div>
            <ul
              aria-label={monthCardsTexts.months(rowLabel(row))}
              className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2"
            >
              {months.map((month, i) => (
                <li
                  key={monthKey(month)}
                  className="flex flex-col items-center gap-1 rounded-md border bg-muted/40 px-1 py-2 text-center"
                >
                  <span aria-hidden="true" className="text-xs text-muted-foreground">
                    {shortMonth(month)}
                  </span>
                  {cell(row, i)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
