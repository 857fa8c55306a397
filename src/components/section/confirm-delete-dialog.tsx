// '¿Eliminar …?': the confirmation before a row is deleted. 'Eliminar' runs the delete and the dialog stays
// open (both buttons disabled, Escape ignored) until it settles, so the outcome shows in the list it closes on.
import type * as React from 'react';

import { AlertDialog } from '@/components/ui/alert-dialog';

export const confirmDeleteTexts = { confirm: 'Eliminar' } as const;

/** The part of a TanStack mutation the dialog uses. */
export interface DeleteMutation<T> {
  mutate: (target: T, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

interface ConfirmDeleteDialogProps<T> {
  /** The row to delete; null keeps the dialog closed. */
  target: T | null;
  onClose: () => void;
  texts: { deleteTitle: string; deleteDescription: (target: T) => React.ReactNode };
  mutation: DeleteMutation<T>;
}

export function ConfirmDeleteDialog<T>({ target, onClose, texts, mutation }: ConfirmDeleteDialogProps<T>) {
  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(next) => !next && !mutation.isPending && onClose()}
      title={texts.deleteTitle}
      description={target !== null ? texts.deleteDescription(target) : undefined}
      confirmLabel={confirmDeleteTexts.confirm}
      confirmVariant="destructive"
      onConfirm={() => target !== null && mutation.mutate(target, { onSettled: onClose })}
      busy={mutation.isPending}
    />
  );
}
