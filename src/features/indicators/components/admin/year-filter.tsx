import { FilterSelect, yearOptions } from '@/components/data-table/filter-select';

const YEARS_BACK = 6;

/** The years an admin may pick: next year (reports prepared ahead) down to six years ago. */
export const selectableYears = (now = new Date()) =>
  Array.from({ length: YEARS_BACK + 2 }, (_, i) => now.getFullYear() + 1 - i);

interface YearFilterProps {
  year: number | null;
  onChange: (year: number | null) => void;
}

export function YearFilter({ year, onChange }: YearFilterProps) {
  const years = selectableYears();
  if (year !== null && !years.includes(year)) years.push(year);
  return (
    <FilterSelect
      label="Año"
      allLabel="Todos los años"
      className="flex items-center gap-2"
      labelClassName="shrink-0"
      triggerClassName="w-40"
      value={year === null ? '' : String(year)}
      options={yearOptions(years)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}
