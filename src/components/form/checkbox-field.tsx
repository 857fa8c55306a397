import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormField } from '@/components/ui/form';

import { plainValue, useFieldLabel } from './field-labels';

interface CheckboxFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}

/** A checkbox whose whole label is the target (at least 40 px high). */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
}: CheckboxFieldProps<T, TOut>) {
  useFieldLabel(name, label, plainValue);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name={field.name}
            ref={field.ref}
            className="size-6 shrink-0 accent-primary"
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
          {label}
        </label>
      )}
    />
  );
}
