// 'Filtrar por Empresa' for the admin header and drawer; 'all' means no filter.
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
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

  return (
    <div className={inline ? 'flex items-center gap-3' : 'grid gap-1.5'}>
      <Label htmlFor={id} className="whitespace-nowrap text-sm text-muted-foreground">
        Filtrar por Empresa
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className={inline ? 'w-64' : undefined}>
          <SelectValue placeholder="Seleccionar empresa..." />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_COMPANIES}>Todas las Empresas</SelectItem>
          {companies.isPending && (
            <SelectItem value="__loading" disabled>
              Cargando...
            </SelectItem>
          )}
          {companies.isSuccess && companies.data.length === 0 && (
            <SelectItem value="__empty" disabled>
              No hay empresas
            </SelectItem>
          )}
          {companies.data?.map((company) => (
            <SelectItem key={company.id} value={company.id}>
              {company.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
