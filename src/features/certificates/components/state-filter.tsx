import { FilterSelect, type FilterOption } from '@/components/data-table/filter-select';

import { CERTIFICATE_FILTER_CLASS } from './company-filter';

interface StateFilterProps {
  id: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (state: string) => void;
}

/** 'Estado', over the list's states; '' is 'Todos'. */
export function StateFilter({ id, options, value, onChange }: StateFilterProps) {
  return (
    <FilterSelect
      id={id}
      label="Estado"
      allLabel="Todos"
      className={CERTIFICATE_FILTER_CLASS}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
