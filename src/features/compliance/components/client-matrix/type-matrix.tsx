// The client's types × months: each cell the status of the period holding that month, as an icon with its
// label (the period and its due date for screen readers); each month and type has its ZIP. A table where it
// fits, a card per type where it does not (matrix/month-matrix.tsx).
import { StatusIcon } from '@/components/status-light';
import { formatDate } from '@/utils/format';

import { PERIODICITY_LABELS, periodLabel, type Periodicity, type YearMonth } from '../../utils/periods';
import type { companyMatrix } from '../../utils/status';
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
      onZipRow={onZipType}
      rowLabel={(row) => row.type.name}
      rowName={(row) => (
        <>
          <span className="font-medium">{row.type.name}</span>
          <span className="text-xs text-muted-foreground">
            {PERIODICITY_LABELS[row.type.periodicity as Periodicity]}
          </span>
        </>
      )}
      cell={(row, i) => {
        const cell = row.cells[i];
        return (
          <span
            className="inline-flex items-center gap-1.5 whitespace-nowrap"
            title={`${periodLabel(cell.period)}: ${LIGHT_LABELS[cell.status]}`}
          >
            <StatusIcon status={cell.status} />
            <span>{LIGHT_LABELS[cell.status]}</span>
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
