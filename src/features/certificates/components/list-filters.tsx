// The filters the certificate list and the completion report share: 'Empresa' over the given companies
// ('' is 'Todas las Empresas') and 'Estado' over the list's states ('' is 'Todos').
import { FilterSelect, type FilterOption } from '@/components/data-table/filter-select';

export const CERTIFICATE_FILTER_CLASS = 'grid gap-1.5 sm:w-52';

interface CompanyStateFiltersProps<State extends string> {
  /** Prefix of the selects' ids (`<prefix>-company`, `<prefix>-state`). */
  idPrefix: string;
  companies: { id: string; name: string }[];
  states: readonly FilterOption[];
  filters: { company: string; state: State | '' };
  onChange: (next: { company?: string; state?: State | '' }) => void;
}

export function CompanyStateFilters<State extends string>({
  idPrefix,
  companies,
  states,
  filters,
  onChange,
}: CompanyStateFiltersProps<State>) {
  const selects = [
    {
      key: 'company',
      label: 'Empresa',
      allLabel: 'Todas las Empresas',
      options: companies.map((c) => ({ value: c.id, label: c.name })),
    },
    { key: 'state', label: 'Estado', allLabel: 'Todos', options: states },
  ] as const;
  // The state options are the list's states, so the state chosen is one of them.
  const change = (key: 'company' | 'state', value: string) =>
    onChange(key === 'company' ? { company: value } : { state: value as State });
  return selects.map(({ key, ...select }) => (
    <FilterSelect
      key={key}
      id={`${idPrefix}-${key}`}
      className={CERTIFICATE_FILTER_CLASS}
      {...select}
      value={filters[key]}
      onChange={(value) => change(key, value)}
    />
  ));
}
