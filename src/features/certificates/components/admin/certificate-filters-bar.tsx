import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import type { CertificateFilters } from '../../utils/certificate-filters';
import { FilterSelect } from '../filter-select';

const STATES = [
  { value: 'vigente', label: 'Vigente' },
  { value: 'revocada', label: 'Revocada' },
];

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
        options={STATES}
        onChange={(state) => onChange({ state: state as CertificateFilters['state'] })}
      />
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="certificates-from">Emitidas desde</Label>
          <Input
            id="certificates-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="certificates-to">Hasta</Label>
          <Input
            id="certificates-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
          />
        </div>
      </div>
    </>
  );
}
