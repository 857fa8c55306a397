import { DateRangeFilter } from '@/components/data-table/date-range-filter';

import type { CertificateFilters } from '../../utils/certificate-filters';
import { CERTIFICATE_STATE_OPTIONS } from '../../utils/certificate-status';
import { FilterSelect } from '../filter-select';

interface CertificateFiltersBarProps {
  filters: CertificateFilters;
  companies: { id: string; name: string }[];
  onChange: (next: Partial<CertificateFilters>) => void;
}

export function CertificateFiltersBar({ filters, companies, onChange }: CertificateFiltersBarProps) {
  return (
    <>
      <FilterSelect
        id="certificates-company"
        label="Empresa"
        allLabel="Todas las empresas"
        value={filters.company}
        options={companies.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(company) => onChange({ company })}
      />
      <FilterSelect
        id="certificates-state"
        label="Estado"
        allLabel="Todos"
        value={filters.state}
        options={CERTIFICATE_STATE_OPTIONS}
        onChange={(state) => onChange({ state: state as CertificateFilters['state'] })}
      />
      <DateRangeFilter id="certificates" value={filters} fromLabel="Emitidas desde" onChange={onChange} />
    </>
  );
}
