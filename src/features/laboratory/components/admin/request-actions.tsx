import { ExternalLink, FileX, Pencil, Trash2, Upload } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminLabRequest } from '../../api/get-requests-page';

export type RequestAction = 'edit' | 'result' | 'open' | 'removeResult' | 'delete';

interface RequestActionsProps {
  request: AdminLabRequest;
  opening: boolean;
  onAction: (action: RequestAction, request: AdminLabRequest) => void;
}

/** Icon buttons named after the request: edit, upload or replace, open and remove the result, delete. */
export function RequestActions({ request, opening, onAction }: RequestActionsProps) {
  const name = request.request_type;
  const hasResult = Boolean(request.result_url);
  const act = (action: RequestAction) => () => onAction(action, request);
  return (
    <>
      <Button variant="ghost" size="icon" onClick={act('edit')} aria-label={`Editar ${name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={act('result')}
        aria-label={`${hasResult ? 'Reemplazar resultado' : 'Subir resultado'} de ${name}`}
      >
        <Upload aria-hidden="true" />
      </Button>
      {hasResult && (
        <>
          <Button
            variant="ghost"
            size="icon"
            onClick={act('open')}
            disabled={opening}
            aria-label={`Ver resultado de ${name}`}
          >
            <ExternalLink aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={act('removeResult')}
            aria-label={`Quitar resultado de ${name}`}
          >
            <FileX aria-hidden="true" />
          </Button>
        </>
      )}
      <Button variant="ghost" size="icon" onClick={act('delete')} aria-label={`Eliminar ${name}`}>
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
