// The frame of every form in a dialog: title and description, the form's fields (children), its
// form-level error as an alert, and Cancelar / the submit button, busy while saving. The dialog cannot be
// dismissed while busy; its buttons stay in view while the fields scroll. Field errors stay under their
// fields (react-hook-form's FormMessage); a field is checked when left once written in (check-on-leave). An edit whose save was refused as stale shows the conflict
// (what changed, Recargar, Guardar de Todos Modos) instead.
import type * as React from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Button, type ButtonProps } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

import { checkOnLeave } from './check-on-leave';
import { DialogFrame, STICKY_FOOTER } from './dialog-frame';
import { FieldLabelsProvider } from './field-labels';
import { FormFeedback } from './form-feedback';
import type { StaleWrite } from './use-stale-write';

interface FormDialogProps<T extends FieldValues, TOut extends FieldValues> {
  /** Default true: a dialog mounted per opening. */
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  /** The form, its submit, whether it is saving and an edit's stale write: what a form hook returns. */
  state: FormDialogState<T, TOut>;
  /** Default 'Guardar'. */
  submitLabel?: string;
  busyLabel?: string;
  submitVariant?: ButtonProps['variant'];
  cancelLabel?: string;
  /**
   * 'busy' (default): neither Escape, the overlay nor Cancelar close it while busy. 'ask': they always
   * call onClose, which decides (e.g. confirms first while an upload runs).
   */
  closeWhileBusy?: 'busy' | 'ask';
  /** Refuses Escape and outside presses, e.g. while a confirmation stands on top of the form. */
  locked?: boolean;
  /** A button of the footer before Cancelar (e.g. a secondary way to finish). */
  extraAction?: React.ReactNode;
  /** For the dialog's box (width; long forms scroll inside it). */
  className?: string;
  children: React.ReactNode;
}

export interface FormDialogState<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  /** The form's handleSubmit(...) result (useFormDialog's submit). */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Saving: the buttons wait and the dialog stays. */
  isPending: boolean;
  /** An edit's version and stale-write conflict (useFormDialog's staleWrite, or useStaleWrite). */
  staleWrite?: StaleWrite<T>;
}

export function FormDialog<T extends FieldValues, TOut extends FieldValues>({
  open = true,
  onClose,
  title,
  description,
  state: { form, submit: onSubmit, isPending: busy, staleWrite },
  submitLabel = 'Guardar',
  busyLabel = 'Guardando...',
  submitVariant,
  cancelLabel = 'Cancelar',
  closeWhileBusy = 'busy',
  locked,
  extraAction,
  className,
  children,
}: FormDialogProps<T, TOut>) {
  const blocked = busy && closeWhileBusy === 'busy';
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && !blocked && !locked && onClose()}
      title={title}
      description={description}
      className={className}
    >
      <Form {...form}>
        <FieldLabelsProvider>
          <form
            className="grid gap-4"
            onSubmit={(e) => void onSubmit(e)}
            onBlur={checkOnLeave(form)}
            noValidate
          >
            {children}
            <FormFeedback
              rootMessage={form.formState.errors.root?.message}
              staleWrite={staleWrite}
              busy={busy}
              onSubmit={onSubmit}
            />
            <DialogFooter className={STICKY_FOOTER}>
              {extraAction}
              <Button type="button" variant="outline" onClick={onClose} disabled={blocked}>
                {cancelLabel}
              </Button>
              <Button type="submit" variant={submitVariant} disabled={busy} aria-busy={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </FieldLabelsProvider>
      </Form>
    </DialogFrame>
  );
}
