import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { LAB_STATUS_FILTERS, parseStatusFilter, type LabStatusFilter } from '../utils/lab-status';

interface StatusFilterProps {
  value: LabStatusFilter;
  onChange: (value: LabStatusFilter) => void;
  /** In a toolbar beside an unlabelled search box the label is for screen readers only. */
  hideLabel?: boolean;
}

/** 'Estado': the status groups of the laboratory lists (client and admin). */
export function StatusFilter({ value, onChange, hideLabel = false }: StatusFilterProps) {
  const id = React.useId();
  return (
    <div className="grid gap-1.5 sm:w-56">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm text-muted-foreground'}>
        Estado
      </Label>
      <Select value={value} onValueChange={(next) => onChange(parseStatusFilter(next))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LAB_STATUS_FILTERS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
