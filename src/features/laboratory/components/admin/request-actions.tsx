import { ExternalLink, FileX, Pencil, Upload } from 'lucide-react';

import { DeleteAction, IconAction } from '@/components/section/row-actions';

import type { AdminLabRequest } from '../../api/get-requests-page';

export type RequestAction = 'edit' | 'result' | 'open' | 'removeResult' | 'delete';

interface RequestActionsProps {
  request: AdminLabRequest;
  opening: boolean;
  onAction: (action: RequestAction, request: AdminLabRequest) => void;
}

/** Edit, upload or replace the result, open and remove it, delete. */
export function RequestActions({ request, opening, onAction }: RequestActionsProps) {
  const name = request.request_type;
  const hasResult = Boolean(request.result_url);
  const act = (action: RequestAction) => () => onAction(action, request);
  return (
    <>
      <IconAction label={`Editar ${name}`} icon={Pencil} onClick={act('edit')} />
      <IconAction
        label={`${hasResult ? 'Reemplazar Resultado' : 'Subir Resultado'} de ${name}`}
        icon={Upload}
        onClick={act('result')}
      />
      {hasResult && (
        <>
          <IconAction
            label={`Ver resultado de ${name}`}
            icon={ExternalLink}
            onClick={act('open')}
            disabled={opening}
          />
          <IconAction label={`Quitar resultado de ${name}`} icon={FileX} onClick={act('removeResult')} />
        </>
      )}
      <DeleteAction name={name} onDelete={act('delete')} />
    </>
  );
}
