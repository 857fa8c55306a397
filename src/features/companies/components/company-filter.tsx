// 'Filtrar por Empresa' for the admin header and drawer; 'all' means no filter. The browser's own select:
// it is on every admin screen from the first, and Radix Select (positioning, focus trap, scroll lock,
// about 30 kB gzip) would be loaded for it before any data shows; on a phone it opens the system picker.
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ALL_COMPANIES } from '@/lib/company-scope';

import { useCompanyOptions } from '../api/get-companies';

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
