import { DateRangeFilter } from '@/components/data-table/date-range-filter';

import type { CertificateFilters } from '../../utils/certificate-filters';
import { CERTIFICATE_STATE_OPTIONS } from '../../utils/certificate-status';
import { CompanyFilter } from '../company-filter';
import { StateFilter } from '../state-filter';

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
      <StateFilter
        id="certificates-state"
        options={CERTIFICATE_STATE_OPTIONS}
        value={filters.state}
        onChange={(state) => onChange({ state: state as CertificateFilters['state'] })}
      />
      <DateRangeFilter id="certificates" value={filters} fromLabel="Emitidas desde" onChange={onChange} />
    </>
  );
}
