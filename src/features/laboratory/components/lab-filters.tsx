import { SearchInput } from '@/components/data-table/search-input';

import type { LabStatusFilter } from '../utils/lab-status';
import { StatusFilter } from './status-filter';

interface LabFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: LabStatusFilter;
  onStatusChange: (value: LabStatusFilter) => void;
}

export function LabFilters({ search, onSearchChange, status, onStatusChange }: LabFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {/* A phone's 16 px input text would cut the spec's long placeholder: only the placeholder shrinks. */}
      <div className="flex-1 [&_input::placeholder]:text-xs sm:[&_input::placeholder]:text-sm">
        <SearchInput
          value={search}
          onChange={onSearchChange}
          label="Buscar solicitudes"
          placeholder="Buscar por paciente, tipo de examen o notas..."
        />
      </div>
      <StatusFilter value={status} onChange={onStatusChange} />
    </div>
  );
}
