// The confirmations of the laboratory section: deleting a request (with its result) or only its result.
import { AlertDialog } from '@/components/ui/alert-dialog';

import { useDeleteRequest } from '../../api/delete-request';
import type { AdminLabRequest } from '../../api/get-requests-page';
import { useRemoveResult } from '../../api/set-result';

export type Confirmation = { kind: 'delete' | 'removeResult'; request: AdminLabRequest } | null;

const texts = {
  delete: {
    title: '¿Eliminar solicitud?',
    description: (name: string) =>
      `Se eliminará «${name}» y, si tiene, su resultado. Esta acción no se puede deshacer.`,
    confirm: 'Eliminar',
  },
  removeResult: {
    title: '¿Quitar resultado?',
    description: (name: string) =>
      `La empresa dejará de ver el resultado de «${name}» y se borrará el archivo.`,
    confirm: 'Quitar Resultado',
  },
} as const;

export function ConfirmRequest({ value, onClose }: { value: Confirmation; onClose: () => void }) {
  const remove = useDeleteRequest();
  const removeResult = useRemoveResult();
  const busy = remove.isPending || removeResult.isPending;
  const copy = texts[value?.kind ?? 'delete'];

  const confirm = () => {
    if (!value) return;
    const mutation = value.kind === 'delete' ? remove : removeResult;
    mutation.mutate(value.request, { onSettled: onClose });
  };

  return (
    <AlertDialog
      open={value !== null}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={copy.title}
      description={value ? copy.description(value.request.request_type) : undefined}
      confirmLabel={copy.confirm}
      confirmVariant="destructive"
      onConfirm={confirm}
      busy={busy}
    />
  );
}
