// A labelled date (the portal's own dd/mm/aaaa input, the form's value 'aaaa-mm-dd' or '') with its
// Spanish message. Text that is not yet a whole day reaches the schema as typed, so the form says so.
import type { FieldValues } from 'react-hook-form';

import { DateInput } from '@/components/ui/date-input';
import { FormControl } from '@/components/ui/form';
import { formatDate } from '@/utils/format';

import type { KitFieldProps, TextControlProps } from './field-shell';
import { ShellField, splitShellProps } from './shell-field';

type DateFieldProps<T extends FieldValues, TOut extends FieldValues> = KitFieldProps<T, TOut> &
  Pick<TextControlProps, 'inputClassName'> & { readOnly?: boolean; min?: string; max?: string };

/** How a stored day reads in the stale-write block: '05/03/2026'. */
const displayDay = (value: unknown) => (typeof value === 'string' ? formatDate(value) || value : '');

export function DateField<T extends FieldValues, TOut extends FieldValues = T>(
  props: DateFieldProps<T, TOut>,
) {
  const { shell, rest } = splitShellProps(props);
  const { inputClassName, ...input } = rest;
  return (
    <ShellField
      {...shell}
      display={displayDay}
      render={(field) => (
        <FormControl>
          <DateInput
            className={inputClassName}
            {...input}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={String((field.value as string | null | undefined) ?? '')}
            onChange={field.onChange}
          />
        </FormControl>
      )}
    />
  );
}
