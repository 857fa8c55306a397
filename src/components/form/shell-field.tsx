// The control wiring every kit field shares: the react-hook-form field of `name`, rendered inside the
// field's FieldShell (label, hint, message). The caller renders the control itself and wraps in
// FormControl the element that takes the focus.
import type * as React from 'react';
import type { Control, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

import { FormField } from '@/components/ui/form';

import { FieldShell, type FieldShellProps } from './field-shell';

interface ShellFieldProps<T extends FieldValues, TOut extends FieldValues> extends FieldShellProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  render: (field: ControllerRenderProps<T, Path<T>>) => React.ReactNode;
}

export function ShellField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  render,
  ...shell
}: ShellFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => <FieldShell {...shell}>{render(field)}</FieldShell>}
    />
  );
}

type ShellKey = 'control' | 'name' | keyof FieldShellProps;

/** Separates a field's ShellField props (control, name and the shell's) from those meant for its control. */
export function splitShellProps<P extends FieldShellProps & { control: unknown; name: unknown }>(
  props: P,
): { shell: Pick<P, ShellKey>; rest: Omit<P, ShellKey> } {
  const {
    control,
    name,
    label,
    description,
    hideDescriptionOnError,
    alertMessage,
    hideLabel,
    className,
    ...rest
  } = props;
  const shell = {
    control,
    name,
    label,
    description,
    hideDescriptionOnError,
    alertMessage,
    hideLabel,
    className,
  };
  return { shell: shell as Pick<P, ShellKey>, rest };
}
