// The control wiring every kit field shares: the react-hook-form field of `name`, rendered inside the
// field's FieldShell (label, hint, message). The caller renders the control itself and wraps in
// FormControl the element that takes the focus.
import type * as React from 'react';
import type { Control, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

import { FormField } from '@/components/ui/form';

import { plainValue, useFieldLabel } from './field-labels';
import { FieldShell, type FieldShellProps } from './field-shell';

interface ShellFieldProps<T extends FieldValues, TOut extends FieldValues> extends FieldShellProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  render: (field: ControllerRenderProps<T, Path<T>>) => React.ReactNode;
  /** How the value reads to a person (the stale-write block); default its plain text. */
  display?: (value: unknown) => string;
}

export function ShellField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  render,
  display = plainValue,
  ...shell
}: ShellFieldProps<T, TOut>) {
  useFieldLabel(name, shell.label, display);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => <FieldShell {...shell}>{render(field)}</FieldShell>}
    />
  );
}

const SHELL_KEYS = [
  'control',
  'name',
  'label',
  'description',
  'hideDescriptionOnError',
  'alertMessage',
  'hideLabel',
  'className',
] as const satisfies readonly (keyof FieldShellProps | 'control' | 'name')[];

type ShellKey = (typeof SHELL_KEYS)[number];

const isShellKey = (key: string): key is ShellKey => (SHELL_KEYS as readonly string[]).includes(key);

/** Separates a field's ShellField props (control, name and the shell's) from those meant for its control. */
export function splitShellProps<P extends FieldShellProps & { control: unknown; name: unknown }>(
  props: P,
): { shell: Pick<P, ShellKey>; rest: Omit<P, ShellKey> } {
  const shell: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (isShellKey(key) ? shell : rest)[key] = value;
  return { shell: shell as Pick<P, ShellKey>, rest: rest as Omit<P, ShellKey> };
}
