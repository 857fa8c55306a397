import { Search } from 'lucide-react';
import * as React from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { LAB_STATUS_FILTERS, type LabStatusGroup } from '../utils/lab-status';

interface LabFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: LabStatusGroup | 'all';
  onStatusChange: (value: LabStatusGroup | 'all') => void;
}

export function LabFilters({ search, onSearchChange, status, onStatusChange }: LabFiltersProps) {
  const statusId = React.useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Buscar solicitudes"
          placeholder="Buscar por paciente, tipo de examen o notas..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={statusId} className="text-sm text-muted-foreground">
          Estado
        </Label>
        <Select value={status} onValueChange={(value) => onStatusChange(value as LabStatusGroup | 'all')}>
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
