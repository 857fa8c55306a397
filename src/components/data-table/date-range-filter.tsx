// A 'Desde'/'Hasta' pair of date inputs for a list's filters (ISO yyyy-mm-dd strings, '' = open end); each
// end limits the other so the range cannot be turned around.
import { Input } from '@/components/ui/input';
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

export function DateRangeFilter({
  id,
  value,
  onChange,
  fromLabel = 'Desde',
  toLabel = 'Hasta',
}: DateRangeFilterProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>{fromLabel}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className="min-w-0"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>{toLabel}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className="min-w-0"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
    </div>
  );
}
