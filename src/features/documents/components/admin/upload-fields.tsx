// The fields every file of a bulk upload shares: company (or Global), year, month, and the document type
// with its dates (upload-type-fields.tsx).
import { useFormContext } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { capitalize, MONTH_NAMES } from '@/utils/format';

import {
  GLOBAL_COMPANY,
  typesForCompany,
  type UploadFormInput,
  type UploadFormOutput,
  type UploadType,
} from '../../utils/upload-form';
import { UploadTypeFields } from './upload-type-fields';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface UploadFieldsProps {
  companies: CompanyChoice[];
  types: UploadType[] | undefined;
  disabled: boolean;
}

export function UploadFields({ companies, types, disabled }: UploadFieldsProps) {
  const { control, getValues, setValue } = useFormContext<UploadFormInput, unknown, UploadFormOutput>();
  // Another company (or Global) may not take the chosen type: the choice is cleared, never kept wrong.
  const changeCompany = (companyId: string) => {
    const typeId = getValues('documentTypeId');
    const fits = typesForCompany(types ?? [], companyId).some((t) => t.id === typeId);
    if (typeId && !fits) setValue('documentTypeId', '');
  };
  return (
    <>
      <FormField
        control={control}
        name="companyId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Empresa</FormLabel>
            <Select
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                changeCompany(value);
              }}
              disabled={disabled}
            >
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
      <div className="grid grid-cols-2 gap-4">
        <FormField
          control={control}
          name="year"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Año</FormLabel>
              <FormControl>
                <Input inputMode="numeric" {...field} value={String(field.value ?? '')} disabled={disabled} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="month"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Mes</FormLabel>
              <Select value={String(field.value)} onValueChange={field.onChange} disabled={disabled}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {MONTH_NAMES.map((m, i) => (
                    <SelectItem key={m} value={String(i + 1)}>
                      {capitalize(m)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <UploadTypeFields types={types} disabled={disabled} />
    </>
  );
}
