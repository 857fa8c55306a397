// The client's types (rows) × months (columns): each cell the status of the period holding that month, as
// an icon with its label (shown from the small breakpoint up, read by screen readers always). Scrolls
// sideways inside its labelled region with the type column pinned; each column and row has its ZIP.
import { StatusIcon } from '@/components/status-light';
import { formatDate } from '@/utils/format';

import { PERIODICITY_LABELS, periodLabel, type Periodicity, type YearMonth } from '../../utils/periods';
import type { companyMatrix } from '../../utils/status';
import { ZipButton } from '../matrix/matrix-frame';
import { MonthMatrix } from '../matrix/month-matrix';
import { LIGHT_LABELS } from '../matrix/status-light';

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
    <MonthMatrix
      label={typeMatrixTexts.region}
      subject={typeMatrixTexts.type}
      months={months}
      rows={rows}
      rowKey={(row) => row.type.id}
      busy={busy}
      onZipMonth={onZipMonth}
      rowHeader={(row) => (
        <div className="flex w-36 flex-col items-start gap-0.5 sm:w-auto sm:max-w-64">
          <span className="font-medium">{row.type.name}</span>
          <span className="text-xs text-muted-foreground">
            {PERIODICITY_LABELS[row.type.periodicity as Periodicity]}
          </span>
          <ZipButton what={row.type.name} busy={busy} onClick={() => onZipType(row)} />
        </div>
      )}
      cell={(row, i) => {
        const cell = row.cells[i];
        return (
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
        );
      }}
    />
  );
}
