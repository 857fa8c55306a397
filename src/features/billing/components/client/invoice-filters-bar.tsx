// Status, year and month selects beside the search box; 'all' stands for no filter.
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { capitalize, MONTH_NAMES } from '@/utils/format';

import { filterYears, type InvoiceFilters } from '../../utils/invoice-filters';
import { INVOICE_STATUSES, invoiceStatus, type InvoiceStatusValue } from '../../utils/invoice-status';

const ALL = 'all';

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
  const ids = { status: React.useId(), year: React.useId(), month: React.useId() };
  const years = filterYears();
  if (filters.year !== null && !years.includes(filters.year)) years.push(filters.year);

  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={ids.status}>{filterTexts.status}</Label>
        <Select
          value={filters.status ?? ALL}
          onValueChange={(v) => onChange({ status: v === ALL ? null : (v as InvoiceStatusValue) })}
        >
          <SelectTrigger id={ids.status} className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{filterTexts.allStatuses}</SelectItem>
            {INVOICE_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {invoiceStatus(s).label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.year}>{filterTexts.year}</Label>
        <Select
          value={filters.year === null ? ALL : String(filters.year)}
          onValueChange={(v) => onChange({ year: v === ALL ? null : Number(v) })}
        >
          <SelectTrigger id={ids.year} className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{filterTexts.allYears}</SelectItem>
            {years.map((y) => (
              <SelectItem key={y} value={String(y)}>
                {y}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.month}>{filterTexts.month}</Label>
        <Select
          value={filters.month === null ? ALL : String(filters.month)}
          onValueChange={(v) => onChange({ month: v === ALL ? null : Number(v) })}
          disabled={filters.year === null}
        >
          <SelectTrigger id={ids.month} className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{filterTexts.allMonths}</SelectItem>
            {MONTH_NAMES.map((m, i) => (
              <SelectItem key={m} value={String(i + 1)}>
                {capitalize(m)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
