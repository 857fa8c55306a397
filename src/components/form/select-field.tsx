import type { FieldValues } from 'react-hook-form';

import { FormControl } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { KitFieldProps } from './field-shell';
import { ShellField } from './shell-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues> extends KitFieldProps<T, TOut> {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Runs after the field takes the chosen value (e.g. to clear a choice that no longer fits). */
  onValueChange?: (value: string) => void;
  /** For a field whose value is not a string (a flag, a number): how it maps to an option and back. */
  format?: (value: unknown) => string;
  parse?: (value: string) => unknown;
}

const asString = (value: unknown) => String((value as string | number | null | undefined) ?? '');

/** A labelled Radix select of fixed options with its Spanish validation message. */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  options,
  placeholder,
  disabled,
  onValueChange,
  format = asString,
  parse,
  ...kit
}: SelectFieldProps<T, TOut>) {
  return (
    <ShellField
      {...kit}
      display={(value) => options.find((o) => o.value === format(value))?.label ?? format(value)}
      render={(field) => (
        <Select
          value={format(field.value)}
          onValueChange={(value) => {
            field.onChange(parse ? parse(value) : value);
            onValueChange?.(value);
          }}
          disabled={disabled}
        >
          <FormControl>
            <SelectTrigger onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
