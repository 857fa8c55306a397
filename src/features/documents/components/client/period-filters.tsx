import { FilterSelect, yearOptions } from '@/components/data-table/filter-select';
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
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <FilterSelect
        label="Año"
        placeholder="Año"
        triggerClassName="sm:w-32"
        value={year === null ? '' : String(year)}
        options={yearOptions(years)}
        onChange={(v) => onYearChange(Number(v))}
      />
      <FilterSelect
        label="Mes"
        triggerClassName="sm:w-44"
        value={month}
        options={[
          { value: ALL_MONTHS, label: 'Todos los meses' },
          ...months.map((m) => ({ value: String(m), label: capitalize(monthName(m)) })),
        ]}
        onChange={onMonthChange}
      />
    </div>
  );
}
