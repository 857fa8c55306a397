// The catalogue form's small building blocks: a labelled text input, a Radix select of fixed options and
// a checkbox with its label as the target (at least 24 px high).
import type { Control, FieldPath } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { TypeFormInput, TypeFormOutput } from '../../utils/type-form';

type TypeControl = Control<TypeFormInput, unknown, TypeFormOutput>;
type TextName =
  'code' | 'name' | 'description' | 'legalBasis' | 'dueDay' | 'dueMonthOffset' | 'validityDays' | 'sortOrder';
type SelectName = 'periodicity' | 'validity' | 'scope' | 'appliesTo';
type CheckName = 'deductibility' | 'active';

interface TextFieldProps {
  control: TypeControl;
  name: TextName;
  label: string;
  numeric?: boolean;
  description?: string;
}

export function TextField({ control, name, label, numeric }: TextFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input inputMode={numeric ? 'numeric' : undefined} {...field} value={field.value ?? ''} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

interface SelectFieldProps<N extends SelectName> {
  control: TypeControl;
  name: N;
  label: string;
  options: Record<string, string>;
}

export function SelectField<N extends SelectName>({ control, name, label, options }: SelectFieldProps<N>) {
  return (
    <FormField
      control={control}
      name={name as FieldPath<TypeFormInput>}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={String(field.value)} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {Object.entries(options).map(([value, text]) => (
                <SelectItem key={value} value={value}>
                  {text}
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

export function CheckField({
  control,
  name,
  label,
}: {
  control: TypeControl;
  name: CheckName;
  label: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-6 shrink-0 accent-primary"
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
          {label}
        </label>
      )}
    />
  );
}
