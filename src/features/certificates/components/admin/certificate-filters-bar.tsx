import { DateRangeFilter } from '@/components/data-table/date-range-filter';

import type { CertificateFilters } from '../../utils/certificate-filters';
import { CERTIFICATE_STATE_OPTIONS } from '../../utils/certificate-status';
import { CompanyStateFilters } from '../list-filters';

interface CertificateFiltersBarProps {
  filters: CertificateFilters;
  companies: { id: string; name: string }[];
  onChange: (next: Partial<CertificateFilters>) => void;
}

export function CertificateFiltersBar(props: CertificateFiltersBarProps) {
  const { filters, onChange } = props;
  return (
    <>
      <CompanyStateFilters idPrefix="certificates" states={CERTIFICATE_STATE_OPTIONS} {...props} />
      <DateRangeFilter id="certificates" value={filters} fromLabel="Emitidas desde" onChange={onChange} />
    </>
  );
}
