import type * as React from 'react';
import type { FieldValues } from 'react-hook-form';

import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import type { KitFieldProps, TextControlProps } from './field-shell';
import { ShellField, splitShellProps } from './shell-field';

interface TextFieldProps<T extends FieldValues, TOut extends FieldValues>
  extends KitFieldProps<T, TOut>, TextControlProps {
  type?: 'text' | 'tel' | 'email' | 'number' | 'password';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  /** Uppercases what is typed (RFC, CURP). */
  upperCase?: boolean;
}

/** One labelled text input with its Spanish validation message. */
export function TextField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TextFieldProps<T, TOut>,
) {
  const { shell, rest } = splitShellProps(props);
  const { type = 'text', inputClassName, upperCase, ...input } = rest;
  return (
    <ShellField
      {...shell}
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

/** Dates have a field of their own (dd/mm/aaaa on screen); kept importable from here. */
export { DateField } from './date-field';
