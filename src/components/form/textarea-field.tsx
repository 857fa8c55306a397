import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormControl } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';

import { type FieldProps } from './field-shell';
import { ShellField, splitShellProps } from './shell-field';

interface TextareaFieldProps<T extends FieldValues, TOut extends FieldValues> extends FieldProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  /** For the textarea itself (e.g. a monospaced Markdown body). */
  inputClassName?: string;
}

/** A labelled multi-line text with its Spanish validation message. */
export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TextareaFieldProps<T, TOut>,
) {
  const { shell, rest } = splitShellProps(props);
  const { control, name, rows = 3, inputClassName, ...input } = rest;
  return (
    <ShellField
      control={control}
      name={name}
      shell={shell}
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
