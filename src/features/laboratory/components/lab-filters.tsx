import * as React from 'react';

import { SearchInput } from '@/components/data-table/search-input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { LAB_STATUS_FILTERS, parseStatusFilter, type LabStatusFilter } from '../utils/lab-status';

interface LabFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: LabStatusFilter;
  onStatusChange: (value: LabStatusFilter) => void;
}

export function LabFilters({ search, onSearchChange, status, onStatusChange }: LabFiltersProps) {
  const statusId = React.useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <SearchInput
          value={search}
          onChange={onSearchChange}
          label="Buscar solicitudes"
          placeholder="Buscar por paciente, tipo de examen o notas..."
        />
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={statusId} className="text-sm text-muted-foreground">
          Estado
        </Label>
        <Select value={status} onValueChange={(value) => onStatusChange(parseStatusFilter(value))}>
          <SelectTrigger id={statusId}>
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
    </div>
  );
}
