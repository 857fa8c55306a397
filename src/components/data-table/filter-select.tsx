// A labelled Radix select for a list filter. With allLabel, '' (no filter) is the first option; without
// it, '' shows the placeholder until something is chosen.
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL = '__all__';

export interface FilterOption {
  value: string;
  label: string;
}

/** Years as filter options, in the order given. */
export const yearOptions = (years: readonly number[]): FilterOption[] =>
  years.map((y) => ({ value: String(y), label: String(y) }));

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
  placeholder?: string;
  /** The trigger's id; a generated one when omitted. */
  id?: string;
  disabled?: boolean;
  className?: string;
  labelClassName?: string;
  triggerClassName?: string;
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
  placeholder,
  id,
  disabled,
  className = 'grid gap-1.5',
  labelClassName,
  triggerClassName,
}: FilterSelectProps) {
  const generatedId = React.useId();
  const triggerId = id ?? generatedId;
  const selected = value || (allLabel === undefined ? undefined : ALL);
  return (
    <div className={className}>
      <Label htmlFor={triggerId} className={labelClassName}>
        {label}
      </Label>
      <Select
        value={selected}
        onValueChange={(next) => onChange(next === ALL ? '' : next)}
        disabled={disabled}
      >
        <SelectTrigger id={triggerId} className={triggerClassName}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {allLabel !== undefined && <SelectItem value={ALL}>{allLabel}</SelectItem>}
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
