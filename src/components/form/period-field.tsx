// The year and month of a monthly row (a report, a document), side by side.
import type { Control, FieldValues, Path } from 'react-hook-form';

import { capitalize, MONTH_NAMES } from '@/utils/format';

import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The twelve months as select options: '1'..'12' with their Spanish names. */
export const MONTH_OPTIONS = MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: capitalize(m) }));

interface PeriodFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  yearName: Path<T>;
  monthName: Path<T>;
  disabled?: boolean;
}

/** 'Año' (typed) and 'Mes' (chosen). */
export function PeriodField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  yearName,
  monthName,
  disabled,
}: PeriodFieldProps<T, TOut>) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <TextField control={control} name={yearName} label="Año" inputMode="numeric" disabled={disabled} />
      <SelectField
        control={control}
        name={monthName}
        label="Mes"
        options={MONTH_OPTIONS}
        disabled={disabled}
      />
    </div>
  );
}
