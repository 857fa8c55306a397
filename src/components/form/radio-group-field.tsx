// A choice among a few options, each with a sentence that explains it: native radios in a fieldset (the
// legend is the group's accessible name), through react-hook-form like the other kit fields.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { cn } from '@/utils/cn';

export interface RadioOption {
  value: string;
  label: string;
  description: string;
}

interface RadioGroupFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: readonly RadioOption[];
}

export function RadioGroupField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  options,
}: RadioGroupFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{label}</legend>
          {options.map((option) => (
            <div
              key={option.value}
              className={cn(
                'flex items-start gap-3 rounded-md border p-3 text-sm',
                field.value === option.value && 'border-primary bg-primary/5',
              )}
            >
              <input
                id={`${field.name}-${option.value}`}
                type="radio"
                className="size-6 shrink-0 accent-primary"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                aria-describedby={`${field.name}-${option.value}-description`}
              />
              <span className="grid gap-0.5">
                <label htmlFor={`${field.name}-${option.value}`} className="cursor-pointer font-medium">
                  {option.label}
                </label>
                <span id={`${field.name}-${option.value}-description`} className="text-muted-foreground">
                  {option.description}
                </span>
              </span>
            </div>
          ))}
        </fieldset>
      )}
    />
  );
}
