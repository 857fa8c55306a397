// 'Empresa' of a dashboard or report: one company, or Global (every client with a company sees it).
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { GLOBAL_COMPANY } from '../../utils/dashboard-form';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface CompanyFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  companies: CompanyChoice[];
  disabled?: boolean;
}

export function CompanyField<T extends FieldValues>({
  control,
  name,
  companies,
  disabled,
}: CompanyFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Empresa</FormLabel>
          <Select value={field.value as string} onValueChange={field.onChange} disabled={disabled}>
            <FormControl>
              <SelectTrigger onBlur={field.onBlur}>
                <SelectValue placeholder="Seleccionar empresa..." />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={GLOBAL_COMPANY}>Global (todas las empresas)</SelectItem>
              {companies.map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
