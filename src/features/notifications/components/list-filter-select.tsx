// The select of a list's one filter (useListFilter): 'all' first, then the values the filter offers.
import { FilterSelect } from '@/components/data-table/filter-select';

import type { ListFilter } from '../utils/use-list-filter';

interface ListFilterSelectProps<V extends string> {
  filter: ListFilter<V>;
  value: V | null;
  onChange: (next: V | null) => void;
}

export function ListFilterSelect<V extends string>({ filter, value, onChange }: ListFilterSelectProps<V>) {
  return (
    <FilterSelect
      id={filter.id}
      label={filter.label}
      className="grid gap-1.5 sm:w-44"
      allLabel={filter.allLabel}
      value={value ?? ''}
      options={filter.options}
      onChange={(next) => onChange(filter.options.find((o) => o.value === next)?.value ?? null)}
    />
  );
}
