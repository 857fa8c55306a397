import type { Control } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { capitalize, MONTH_NAMES } from '@/utils/format';

import type { ReportFormInput, ReportFormOutput } from '../../utils/report-form';

/** 'Año' and 'Mes' of a monthly report, side by side. */
export function PeriodFields({ control }: { control: Control<ReportFormInput, unknown, ReportFormOutput> }) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <FormField
        control={control}
        name="year"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Año</FormLabel>
            <FormControl>
              <Input inputMode="numeric" {...field} value={String(field.value ?? '')} />
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
            <Select value={String(field.value)} onValueChange={field.onChange}>
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
  );
}
