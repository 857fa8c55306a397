// The control wiring every kit field shares: the react-hook-form field of `name`, rendered inside the
// field's FieldShell (label, hint, message). The caller renders the control itself and wraps in
// FormControl the element that takes the focus.
import type * as React from 'react';
import type { Control, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

import { FormField } from '@/components/ui/form';

import { FieldShell, type FieldShellProps } from './field-shell';

interface ShellFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  shell: FieldShellProps;
  render: (field: ControllerRenderProps<T, Path<T>>) => React.ReactNode;
}

export function ShellField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  shell,
  render,
}: ShellFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => <FieldShell {...shell}>{render(field)}</FieldShell>}
    />
  );
}

/** Separates a field's FieldShell props from those meant for its control. */
export function splitShellProps<P extends FieldShellProps>(props: P) {
  const { label, description, hideDescriptionOnError, alertMessage, hideLabel, className, ...rest } = props;
  return { shell: { label, description, hideDescriptionOnError, alertMessage, hideLabel, className }, rest };
}
