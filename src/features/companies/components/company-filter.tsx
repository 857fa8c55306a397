// 'Filtrar por Empresa' for the admin header and drawer; 'all' means no filter. The browser's own select:
// it is on every admin screen from the first, and Radix Select (positioning, focus trap, scroll lock,
// about 30 kB gzip) would be loaded for it before any data shows; on a phone it opens the system picker.
import { X } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ALL_COMPANIES } from '@/lib/company-scope';

import { useCompanyOptions } from '../api/get-companies';

/** On a phone the filter sits in the drawer: this line on the page says which company it shows. */
export function ActiveCompanyChip({ value, onChange }: Omit<CompanyFilterProps, 'inline'>) {
  const companies = useCompanyOptions();
  if (value === ALL_COMPANIES) return null;
  const name = companies.data?.find((company) => company.id === value)?.name ?? 'Empresa no disponible';
  return (
    <div className="mb-4 flex items-center justify-between gap-2 rounded-md border bg-muted/50 py-1 pl-3 pr-1 text-sm">
      <p className="min-w-0 truncate" title={name}>
        <span className="text-muted-foreground">Filtrado por empresa: </span>
        <span className="font-medium">{name}</span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Quitar el filtro de ${name}`}
        onClick={() => onChange(ALL_COMPANIES)}
      >
        <X aria-hidden="true" />
        Quitar
      </Button>
    </div>
  );
}

interface CompanyFilterProps {
  value: string;
  onChange: (value: string) => void;
  /** Label beside the select (header) instead of above it (drawer). */
  inline?: boolean;
}

export function CompanyFilter({ value, onChange, inline = false }: CompanyFilterProps) {
  const id = React.useId();
  const companies = useCompanyOptions();
  // A company in the URL (a shared link) that the list does not (yet) hold still shows as chosen.
  const unlisted = value !== ALL_COMPANIES && !companies.data?.some((company) => company.id === value);

  return (
    <div className={inline ? 'flex items-center gap-3' : 'grid gap-1.5'}>
      <Label htmlFor={id} className="whitespace-nowrap text-sm text-muted-foreground">
        Filtrar por Empresa
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inline ? 'w-64' : undefined}
      >
        <option value={ALL_COMPANIES}>Todas las Empresas</option>
        {unlisted && (
          <option value={value} disabled>
            {companies.isPending ? 'Cargando...' : 'Empresa no disponible'}
          </option>
        )}
        {companies.isPending && !unlisted && <option disabled>Cargando...</option>}
        {companies.isSuccess && companies.data.length === 0 && <option disabled>No hay empresas</option>}
        {companies.data?.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
