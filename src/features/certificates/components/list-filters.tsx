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
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-company`}
        label="Empresa"
        allLabel="Todas las Empresas"
        className={CERTIFICATE_FILTER_CLASS}
        value={filters.company}
        options={companies.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(company) => onChange({ company })}
      />
      <FilterSelect
        id={`${idPrefix}-state`}
        label="Estado"
        allLabel="Todos"
        className={CERTIFICATE_FILTER_CLASS}
        value={filters.state}
        options={states}
        // The options are the list's states, so the value chosen is one of them.
        onChange={(state) => onChange({ state: state as State })}
      />
    </>
  );
}
