import { FilterSelect } from '@/components/data-table/filter-select';

export const CERTIFICATE_FILTER_CLASS = 'grid gap-1.5 sm:w-52';

interface CompanyFilterProps {
  id: string;
  companies: { id: string; name: string }[];
  value: string;
  onChange: (company: string) => void;
}

/** 'Empresa', over the given companies; '' is 'Todas las empresas'. */
export function CompanyFilter({ id, companies, value, onChange }: CompanyFilterProps) {
  return (
    <FilterSelect
      id={id}
      label="Empresa"
      allLabel="Todas las empresas"
      className={CERTIFICATE_FILTER_CLASS}
      value={value}
      options={companies.map((c) => ({ value: c.id, label: c.name }))}
      onChange={onChange}
    />
  );
}
