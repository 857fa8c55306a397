// The company a new row belongs to (preselected from the header filter; fixed once the row exists). Shared
// by the admin dialogs that file a row under one company (or, with extraOption, under none: global rows).
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface CompanyFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  companies: CompanyChoice[];
  disabled?: boolean;
  /** An extra first choice that is no company (e.g. 'Global (todas las empresas)'). */
  extraOption?: { value: string; label: string };
}

export function CompanyField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  companies,
  disabled,
  extraOption,
}: CompanyFieldProps<T, TOut>) {
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
              {extraOption && <SelectItem value={extraOption.value}>{extraOption.label}</SelectItem>}
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
