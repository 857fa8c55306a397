// One labelled text input of the user form, with its validation message.
import type { Control, FieldPath } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import type { UserFormInput } from '../../utils/user-form';

interface TextFieldProps {
  control: Control<UserFormInput>;
  name: FieldPath<UserFormInput>;
  label: string;
  type?: string;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
  upperCase?: boolean;
}

export function TextField({ control, name, label, upperCase, className, ...input }: TextFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...input}
              {...field}
              value={String(field.value ?? '')}
              onChange={(e) => field.onChange(upperCase ? e.target.value.toUpperCase() : e.target.value)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
