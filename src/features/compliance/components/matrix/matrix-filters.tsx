// The admin matrix's filters: the month range (from, to) and the rows' status. The company is the admin's
// own selector in the header.
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { STATUS_FILTERS, type StatusFilter } from '../../hooks/use-matrix-filters';
import { monthKey, parseMonthKey, type YearMonth } from '../../utils/periods';
import { longMonth } from './month-label';

export const filterTexts = {
  from: 'Desde',
  to: 'Hasta',
  status: 'Estado',
  statuses: {
    all: 'Todos',
    late: 'Con atrasos',
    complete: 'Completos',
    pending: 'Pendientes',
  } satisfies Record<StatusFilter, string>,
} as const;

function MonthSelect(props: {
  label: string;
  value: YearMonth;
  choices: YearMonth[];
  onChange: (m: YearMonth) => void;
}) {
  const id = React.useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Select
        value={monthKey(props.value)}
        onValueChange={(v) => {
          const month = parseMonthKey(v);
          if (month) props.onChange(month);
        }}
      >
        <SelectTrigger id={id} className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.choices.map((m) => (
            <SelectItem key={monthKey(m)} value={monthKey(m)}>
              {longMonth(m)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

interface MatrixFiltersProps {
  from: YearMonth;
  to: YearMonth;
  choices: YearMonth[];
  status: StatusFilter;
  onFrom: (m: YearMonth) => void;
  onTo: (m: YearMonth) => void;
  onStatus: (s: StatusFilter) => void;
}

export function MatrixFilters({ from, to, choices, status, onFrom, onTo, onStatus }: MatrixFiltersProps) {
  const statusId = React.useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <MonthSelect label={filterTexts.from} value={from} choices={choices} onChange={onFrom} />
      <MonthSelect label={filterTexts.to} value={to} choices={choices} onChange={onTo} />
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={statusId}>{filterTexts.status}</Label>
        <Select value={status} onValueChange={(v) => onStatus(v as StatusFilter)}>
          <SelectTrigger id={statusId} className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUS_FILTERS.map((s) => (
              <SelectItem key={s} value={s}>
                {filterTexts.statuses[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
