import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

interface TextFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'tel' | 'email' | 'date' | 'number';
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
  /** Uppercases what is typed (RFC, CURP). */
  upperCase?: boolean;
}

/** One labelled text input with its Spanish validation message. */
export function TextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  type = 'text',
  className,
  upperCase,
  ...input
}: TextFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              {...input}
              {...field}
              value={String((field.value as string | number | null | undefined) ?? '')}
              onChange={(e) => field.onChange(upperCase ? e.target.value.toUpperCase() : e.target.value)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
