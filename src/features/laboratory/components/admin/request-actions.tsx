// Per request: 'Editar', and one menu with the result's actions and the delete. The menu holds the same
// items on every row; those that need a published result are disabled, with the reason, until it exists.
import { ExternalLink, FileX, Trash2, Upload } from 'lucide-react';

import { EditAction } from '@/components/section/row-actions';
import { ActionMenu } from '@/components/section/row-menu';

import type { AdminLabRequest } from '../../api/get-requests-page';

export type RequestAction = 'edit' | 'result' | 'open' | 'removeResult' | 'delete';

export const requestActionTexts = {
  upload: 'Subir Resultado',
  replace: 'Reemplazar Resultado',
  open: 'Ver Resultado',
  opening: 'Abriendo el resultado...',
  remove: 'Quitar Resultado',
  noResult: 'Aún no tiene resultado.',
  delete: 'Eliminar',
} as const;

interface RequestActionsProps {
  request: AdminLabRequest;
  opening: boolean;
  onAction: (action: RequestAction, request: AdminLabRequest) => void;
}

export function RequestActions({ request, opening, onAction }: RequestActionsProps) {
  const name = request.request_type;
  const noResult = request.result_url ? undefined : requestActionTexts.noResult;
  const act = (action: RequestAction) => () => onAction(action, request);
  return (
    <>
      <EditAction name={name} onEdit={act('edit')} />
      <ActionMenu
        name={name}
        actions={[
          {
            label: noResult ? requestActionTexts.upload : requestActionTexts.replace,
            icon: Upload,
            onSelect: act('result'),
          },
          {
            label: requestActionTexts.open,
            icon: ExternalLink,
            onSelect: act('open'),
            unavailable: noResult ?? (opening ? requestActionTexts.opening : undefined),
          },
          {
            label: requestActionTexts.remove,
            icon: FileX,
            onSelect: act('removeResult'),
            unavailable: noResult,
          },
          { label: requestActionTexts.delete, icon: Trash2, onSelect: act('delete'), destructive: true },
        ]}
      />
    </>
  );
}
