// Status, year and month selects beside the search box; each one's first option stands for no filter.
import { FilterSelect, yearOptions } from '@/components/data-table/filter-select';
import { MONTH_OPTIONS } from '@/components/form/period-field';

import { filterYears, type InvoiceFilters } from '../../utils/invoice-filters';
import { INVOICE_STATUSES, invoiceStatus, type InvoiceStatusValue } from '../../utils/invoice-status';

const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatus(s).label }));

export const filterTexts = {
  status: 'Estado',
  allStatuses: 'Todos los estados',
  year: 'Año',
  allYears: 'Todos los años',
  month: 'Mes',
  allMonths: 'Todos los meses',
} as const;

interface InvoiceFiltersBarProps {
  filters: InvoiceFilters;
  onChange: (next: Partial<InvoiceFilters>) => void;
}

export function InvoiceFiltersBar({ filters, onChange }: InvoiceFiltersBarProps) {
  const years = filterYears();
  if (filters.year !== null && !years.includes(filters.year)) years.push(filters.year);

  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <FilterSelect
        label={filterTexts.status}
        allLabel={filterTexts.allStatuses}
        className="col-span-2 grid gap-1.5 sm:col-span-1"
        triggerClassName="sm:w-44"
        value={filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(v) => onChange({ status: (v || null) as InvoiceStatusValue | null })}
      />
      <FilterSelect
        label={filterTexts.year}
        allLabel={filterTexts.allYears}
        triggerClassName="sm:w-40"
        value={filters.year === null ? '' : String(filters.year)}
        options={yearOptions(years)}
        onChange={(v) => onChange({ year: v ? Number(v) : null })}
      />
      <FilterSelect
        label={filterTexts.month}
        allLabel={filterTexts.allMonths}
        triggerClassName="sm:w-44"
        value={filters.month === null ? '' : String(filters.month)}
        options={MONTH_OPTIONS}
        onChange={(v) => onChange({ month: v ? Number(v) : null })}
        disabled={filters.year === null}
      />
    </div>
  );
}
