// The frame of every form in a dialog: title and description, the form's fields (children), its
// form-level error as an alert, and Cancelar / the submit button, busy while saving. The dialog cannot be
// dismissed while busy. Field errors stay under their fields (react-hook-form's FormMessage).
import type * as React from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

interface FormDialogProps<T extends FieldValues, TOut extends FieldValues> {
  /** Default true: a dialog mounted per opening. */
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  form: UseFormReturn<T, unknown, TOut>;
  /** The form's handleSubmit(...) result. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  /** For the dialog's box (width, scrolling of a long form). */
  className?: string;
  children: React.ReactNode;
}

export function FormDialog<T extends FieldValues, TOut extends FieldValues>({
  open = true,
  onClose,
  title,
  description,
  form,
  onSubmit,
  busy,
  submitLabel,
  busyLabel = 'Guardando...',
  className,
  children,
}: FormDialogProps<T, TOut>) {
  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate>
            {children}
            {rootError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {rootError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                Cancelar
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
