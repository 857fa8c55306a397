import { ExternalLink, FileX, Pencil, Trash2, Upload, type LucideIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminLabRequest } from '../../api/get-requests-page';

export type RequestAction = 'edit' | 'result' | 'open' | 'removeResult' | 'delete';

interface RequestActionsProps {
  request: AdminLabRequest;
  opening: boolean;
  onAction: (action: RequestAction, request: AdminLabRequest) => void;
}

/** An icon button whose name (also its tooltip) says what it does to which request. */
function IconAction(props: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const Icon = props.icon;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
      title={props.label}
    >
      <Icon className={props.danger ? 'text-destructive' : undefined} aria-hidden="true" />
    </Button>
  );
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
        label={`${hasResult ? 'Reemplazar resultado' : 'Subir resultado'} de ${name}`}
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
      <IconAction label={`Eliminar ${name}`} icon={Trash2} onClick={act('delete')} danger />
    </>
  );
}
