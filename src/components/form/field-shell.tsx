// The frame every kit field shares: its label, the control (wrapped by the caller in FormControl, so the
// id, aria-describedby and aria-invalid reach the element that takes the focus), an optional hint and
// the Spanish validation message.
import type * as React from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormDescription, FormItem, FormLabel, FormMessage, useFormField } from '@/components/ui/form';

export interface FieldShellProps {
  label: React.ReactNode;
  /** A hint under the control, tied to it with aria-describedby. */
  description?: React.ReactNode;
  /** The hint gives way to the error message instead of standing beside it (the message repeats it). */
  hideDescriptionOnError?: boolean;
  /** Announces the field's error as it appears (forms outside a dialog with no other alert). */
  alertMessage?: boolean;
  /** The label is read by screen readers only (the row around the field already says what it is). */
  hideLabel?: boolean;
  className?: string;
}

function FieldFooter({ description, hideDescriptionOnError, alertMessage }: FieldShellProps) {
  const { error } = useFormField();
  const showDescription = description && !(hideDescriptionOnError && error);
  return (
    <>
      {showDescription && <FormDescription>{description}</FormDescription>}
      <FormMessage role={alertMessage ? 'alert' : undefined} />
    </>
  );
}

export function FieldShell({ children, ...props }: FieldShellProps & { children: React.ReactNode }) {
  return (
    <FormItem className={props.className}>
      <FormLabel className={props.hideLabel ? 'sr-only' : undefined}>{props.label}</FormLabel>
      {children}
      <FieldFooter {...props} />
    </FormItem>
  );
}

/** The props every kit field takes besides its control and name. */
export type FieldProps = Omit<FieldShellProps, 'label'> & { label: string; disabled?: boolean };

/** A kit field bound to one value of a react-hook-form form. */
export interface KitFieldProps<T extends FieldValues, TOut extends FieldValues> extends FieldProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/** What the kit's text controls (input, textarea) take besides the field's props. */
export interface TextControlProps {
  placeholder?: string;
  maxLength?: number;
  /** For the control itself (the field's box takes className). */
  inputClassName?: string;
}
