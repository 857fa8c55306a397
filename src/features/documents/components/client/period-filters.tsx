import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { capitalize, monthName } from '@/utils/format';

import { ALL_MONTHS } from '../../utils/group-documents';

interface PeriodFiltersProps {
  years: number[];
  year: number | null;
  onYearChange: (year: number) => void;
  months: number[];
  month: string;
  onMonthChange: (month: string) => void;
}

export function PeriodFilters({
  years,
  year,
  onYearChange,
  months,
  month,
  onMonthChange,
}: PeriodFiltersProps) {
  const yearId = React.useId();
  const monthId = React.useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={yearId}>Año</Label>
        <Select
          value={year === null ? undefined : String(year)}
          onValueChange={(v) => onYearChange(Number(v))}
        >
          <SelectTrigger id={yearId} className="sm:w-32">
            <SelectValue placeholder="Año" />
          </SelectTrigger>
          <SelectContent>
            {years.map((y) => (
              <SelectItem key={y} value={String(y)}>
                {y}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={monthId}>Mes</Label>
        <Select value={month} onValueChange={onMonthChange}>
          <SelectTrigger id={monthId} className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_MONTHS}>Todos los meses</SelectItem>
            {months.map((m) => (
              <SelectItem key={m} value={String(m)}>
                {capitalize(monthName(m))}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
