// Per request: 'Editar', and one menu with the result's actions and the delete. The menu holds the same
// items on every row; those that need a published result are disabled, with the reason, until it exists.
import { ExternalLink, FileX, Gavel, History, ShieldCheck, ShieldOff, Trash2, Upload } from 'lucide-react';

import { EditAction } from '@/components/section/row-actions';
import { ActionMenu } from '@/components/section/row-menu';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { consentInForce } from './verdict-dialogs';

export type RequestAction =
  'edit' | 'result' | 'open' | 'removeResult' | 'delete' | 'verdict' | 'consent' | 'revoke' | 'accesses';

export const requestActionTexts = {
  upload: 'Subir Resultado',
  replace: 'Reemplazar Resultado',
  open: 'Ver Resultado',
  opening: 'Abriendo el resultado...',
  remove: 'Quitar Resultado',
  noResult: 'Aún no tiene resultado.',
  delete: 'Eliminar',
  verdict: 'Dictamen',
  consent: 'Registrar Consentimiento',
  revoke: 'Revocar Consentimiento',
  accesses: 'Quién lo Consultó',
  consentInForce: 'Ya tiene un consentimiento vigente.',
  noConsent: 'No tiene un consentimiento vigente.',
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
  const consent = consentInForce(request);
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
          { label: requestActionTexts.verdict, icon: Gavel, onSelect: act('verdict') },
          {
            label: requestActionTexts.consent,
            icon: ShieldCheck,
            onSelect: act('consent'),
            unavailable: consent ? requestActionTexts.consentInForce : undefined,
          },
          {
            label: requestActionTexts.revoke,
            icon: ShieldOff,
            onSelect: act('revoke'),
            unavailable: consent ? undefined : requestActionTexts.noConsent,
          },
          { label: requestActionTexts.accesses, icon: History, onSelect: act('accesses') },
          { label: requestActionTexts.delete, icon: Trash2, onSelect: act('delete'), destructive: true },
        ]}
      />
    </>
  );
}
