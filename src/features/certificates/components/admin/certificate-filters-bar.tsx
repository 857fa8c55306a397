import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { FilterSelect } from '@/components/data-table/filter-select';

import type { CertificateFilters } from '../../utils/certificate-filters';
import { CERTIFICATE_STATE_OPTIONS } from '../../utils/certificate-status';
import { CERTIFICATE_FILTER_CLASS, CompanyFilter } from '../company-filter';

interface CertificateFiltersBarProps {
  filters: CertificateFilters;
  companies: { id: string; name: string }[];
  onChange: (next: Partial<CertificateFilters>) => void;
}

export function CertificateFiltersBar({ filters, companies, onChange }: CertificateFiltersBarProps) {
  return (
    <>
      <CompanyFilter
        id="certificates-company"
        companies={companies}
        value={filters.company}
        onChange={(company) => onChange({ company })}
      />
      <FilterSelect
        id="certificates-state"
        label="Estado"
        allLabel="Todos"
        className={CERTIFICATE_FILTER_CLASS}
        value={filters.state}
        options={CERTIFICATE_STATE_OPTIONS}
        onChange={(state) => onChange({ state: state as CertificateFilters['state'] })}
      />
      <DateRangeFilter id="certificates" value={filters} fromLabel="Emitidas desde" onChange={onChange} />
    </>
  );
}
