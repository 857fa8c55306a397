import type { Control } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { LAB_STATUS_VALUES, labStatus } from '../../utils/lab-status';
import type { RequestFormInput, RequestFormOutput } from '../../utils/request-form';

interface StatusFieldProps {
  control: Control<RequestFormInput, unknown, RequestFormOutput>;
  /** The row's stored status, offered too when it is not a specified value (e.g. 'en_revision'). */
  current: string | null;
}

/** 'Estado': the specified values, with their labels. */
export function StatusField({ control, current }: StatusFieldProps) {
  const values: string[] = [...LAB_STATUS_VALUES];
  if (current?.trim() && !values.includes(current)) values.push(current);
  return (
    <FormField
      control={control}
      name="status"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Estado</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger onBlur={field.onBlur}>
                <SelectValue placeholder="Seleccionar estado..." />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {values.map((value) => (
                <SelectItem key={value} value={value}>
                  {labStatus(value).label}
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
