import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormControl, FormField } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';

import { FieldShell, type FieldProps } from './field-shell';

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
export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  description,
  hideDescriptionOnError,
  alertMessage,
  hideLabel,
  className,
  rows = 3,
  inputClassName,
  ...input
}: TextareaFieldProps<T, TOut>) {
  const shell = { label, description, hideDescriptionOnError, alertMessage, hideLabel, className };
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FieldShell {...shell}>
          <FormControl>
            <Textarea
              rows={rows}
              className={inputClassName}
              {...input}
              {...field}
              value={(field.value as string | null | undefined) ?? ''}
            />
          </FormControl>
        </FieldShell>
      )}
    />
  );
}
