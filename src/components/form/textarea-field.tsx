import type { FieldValues } from 'react-hook-form';

import { FormControl } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';

import type { KitFieldProps, TextControlProps } from './field-shell';
import { ShellField, splitShellProps } from './shell-field';

interface TextareaFieldProps<T extends FieldValues, TOut extends FieldValues>
  extends KitFieldProps<T, TOut>, TextControlProps {
  rows?: number;
}

/** A labelled multi-line text with its Spanish validation message. */
export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TextareaFieldProps<T, TOut>,
) {
  const { shell, rest } = splitShellProps(props);
  const { rows = 3, inputClassName, ...input } = rest;
  return (
    <ShellField
      {...shell}
      render={(field) => (
        <FormControl>
          <Textarea
            rows={rows}
            className={inputClassName}
            {...input}
            {...field}
            value={(field.value as string | null | undefined) ?? ''}
          />
        </FormControl>
      )}
    />
  );
}
