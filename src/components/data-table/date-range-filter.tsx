// A 'Desde'/'Hasta' pair of the portal's date inputs for a list's filters (ISO yyyy-mm-dd strings, '' =
// open end); each end limits the other so the range cannot be turned around. A day still being typed
// leaves its end open and marks the input invalid.
import * as React from 'react';

import { DateInput } from '@/components/ui/date-input';
import { Label } from '@/components/ui/label';

export interface DateRange {
  from: string;
  to: string;
}

interface DateRangeFilterProps {
  /** Prefix of the inputs' ids (`<id>-from`, `<id>-to`). */
  id: string;
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  fromLabel?: string;
  toLabel?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface EndInputProps {
  id: string;
  label: string;
  value: string;
  onDay: (day: string) => void;
  min?: string;
  max?: string;
}

function EndInput({ id, label, value, onDay, min, max }: EndInputProps) {
  const [draft, setDraft] = React.useState(value);
  const [seen, setSeen] = React.useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <DateInput
        id={id}
        className="min-w-0"
        value={draft}
        min={min}
        max={max}
        aria-invalid={draft !== '' && !DAY.test(draft)}
        onChange={(next) => {
          const day = DAY.test(next) ? next : '';
          setDraft(next);
          setSeen(day);
          if (day !== value) onDay(day);
        }}
      />
    </div>
  );
}

export function DateRangeFilter({
  id,
  value,
  onChange,
  fromLabel = 'Desde',
  toLabel = 'Hasta',
}: DateRangeFilterProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <EndInput
        id={`${id}-from`}
        label={fromLabel}
        value={value.from}
        max={value.to || undefined}
        onDay={(from) => onChange({ from })}
      />
      <EndInput
        id={`${id}-to`}
        label={toLabel}
        value={value.to}
        min={value.from || undefined}
        onDay={(to) => onChange({ to })}
      />
    </div>
  );
}
