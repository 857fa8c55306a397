// The 'Empresa' and 'Estado' selects that both admin lists (certificates, progress) filter by; '' is
// 'Todas las empresas' and 'Todos'.
import { FilterSelect, type FilterOption } from '@/components/data-table/filter-select';

export const CERTIFICATE_FILTER_CLASS = 'grid gap-1.5 sm:w-52';

interface CompanyStateFiltersProps<S extends string> {
  /** Prefix of the selects' ids ('<prefix>-company', '<prefix>-state'). */
  idPrefix: string;
  companies: { id: string; name: string }[];
  states: readonly FilterOption[];
  filters: { company: string; state: S | '' };
  onChange: (next: { company?: string; state?: S | '' }) => void;
}

export function CompanyStateFilters<S extends string>({
  idPrefix,
  companies,
  states,
  filters,
  onChange,
}: CompanyStateFiltersProps<S>) {
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-company`}
        label="Empresa"
        allLabel="Todas las empresas"
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
        onChange={(state) => onChange({ state: state as S | '' })}
      />
    </>
  );
}
