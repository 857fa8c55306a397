import type * as React from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { type FieldProps } from './field-shell';
import { ShellField, splitShellProps } from './shell-field';

interface TextFieldProps<T extends FieldValues, TOut extends FieldValues> extends FieldProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  type?: 'text' | 'tel' | 'email' | 'date' | 'number' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  maxLength?: number;
  /** For the input itself (the field's box takes className). */
  inputClassName?: string;
  /** Uppercases what is typed (RFC, CURP). */
  upperCase?: boolean;
}

/** One labelled text input with its Spanish validation message. */
export function TextField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TextFieldProps<T, TOut>,
) {
  const { shell, rest } = splitShellProps(props);
  const { control, name, type = 'text', inputClassName, upperCase, ...input } = rest;
  return (
    <ShellField
      control={control}
      name={name}
      shell={shell}
      render={(field) => (
        <FormControl>
          <Input
            type={type}
            className={inputClassName}
            {...input}
            {...field}
            value={String((field.value as string | number | null | undefined) ?? '')}
            onChange={(e) => field.onChange(upperCase ? e.target.value.toUpperCase() : e.target.value)}
          />
        </FormControl>
      )}
    />
  );
}

/** A date picker (yyyy-mm-dd) with its label and message. */
export function DateField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<TextFieldProps<T, TOut>, 'type'>,
) {
  return <TextField type="date" {...props} />;
}
