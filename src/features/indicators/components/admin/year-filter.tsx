import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL_YEARS = 'all';
const YEARS_BACK = 6;

/** The years an admin may pick: next year (reports prepared ahead) down to six years ago. */
export const selectableYears = (now = new Date()) =>
  Array.from({ length: YEARS_BACK + 2 }, (_, i) => now.getFullYear() + 1 - i);

interface YearFilterProps {
  year: number | null;
  onChange: (year: number | null) => void;
}

export function YearFilter({ year, onChange }: YearFilterProps) {
  const id = React.useId();
  const years = selectableYears();
  if (year !== null && !years.includes(year)) years.push(year);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        Año
      </Label>
      <Select
        value={year === null ? ALL_YEARS : String(year)}
        onValueChange={(v) => onChange(v === ALL_YEARS ? null : Number(v))}
      >
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_YEARS}>Todos los años</SelectItem>
          {years.map((y) => (
            <SelectItem key={y} value={String(y)}>
              {y}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
