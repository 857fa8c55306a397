// Admin 'Laboratorio': one page at a time of every company's requests (or the header's company),
// searched, filtered by status and sorted on the server; create and edit in a dialog, publish, replace or
// remove the result PDF (what makes 'Descargar Resultado' appear for the client), delete with confirmation.
import { FlaskConical } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { ListSection } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { useOpenFile } from '@/lib/files/use-file-url';

import { laboratoryErrorTexts } from '../../api/get-laboratory-requests';
import { DEFAULT_REQUEST_SORT, useRequestsPage, type AdminLabRequest } from '../../api/get-requests-page';
import { useLabParams } from '../../hooks/use-lab-params';
import { StatusFilter } from '../status-filter';
import { AccessLogDialog } from './access-log-dialog';
import { ConfirmRequest, type Confirmation } from './confirm-request';
import { RequestActions, type RequestAction } from './request-actions';
import { requestColumns } from './request-columns';
import { RequestDialog } from './request-dialog';
import { ResultDialog } from './result-dialog';
import { ConsentDialog, RevokeConsentDialog, VerdictDialog } from './verdict-dialogs';

const texts = {
  title: 'Laboratorio',
  subtitle: 'Solicitudes de exámenes por empresa y sus resultados.',
  create: 'Nueva Solicitud',
  table: 'Solicitudes de laboratorio',
  search: 'Buscar solicitudes',
  searchPlaceholder: 'Buscar por paciente, tipo o notas...',
  loading: 'Cargando solicitudes de laboratorio...',
  error: laboratoryErrorTexts,
  empty: {
    icon: FlaskConical,
    title: 'Sin Solicitudes de Laboratorio',
    description: 'No hay solicitudes para esta selección. Registra la primera con «Nueva Solicitud».',
  },
  noMatches: noMatches('Prueba con otra búsqueda o cambia el filtro de estado.'),
  openError: 'No se pudo abrir el resultado',
};

/** The request's data or its result, in their own dialogs. */
interface Editing {
  kind: 'edit' | 'result' | 'verdict' | 'consent' | 'revoke' | 'accesses';
  request: AdminLabRequest;
}

interface AdminLaboratoryProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

export function AdminLaboratory({ companyId, companies }: AdminLaboratoryProps) {
  const { params, setParams, setStatus } = useLabParams({ sort: DEFAULT_REQUEST_SORT });
  const table = { texts, params, onParamsChange: setParams };
  const requests = useRequestsPage(companyId, params);
  const { open, opening } = useOpenFile(texts.openError);
  const { editing, create, edit, closeEdit } = useSectionDialogs<AdminLabRequest, Editing>();
  const [confirm, setConfirm] = React.useState<Confirmation>(null);
  const columns = React.useMemo(() => requestColumns(companyId === ALL_COMPANIES), [companyId]);

  const rowActions = React.useCallback(
    (request: AdminLabRequest) => (
      <RequestActions
        request={request}
        opening={opening !== null && opening === request.result_url}
        onAction={(action: RequestAction, row) => {
          if (action === 'open') void open(row.result_url);
          else if (action === 'removeResult' || action === 'delete')
            setConfirm({ kind: action, request: row });
          else edit({ kind: action, request: row });
        }}
      />
    ),
    [open, opening, edit],
  );

  return (
    <ListSection id="admin-laboratory-title" texts={texts} onCreate={create}>
      <SectionTable
        {...table}
        columns={columns}
        query={requests}
        filters={<StatusFilter value={params.status} onChange={setStatus} hideLabel />}
        filtered={params.status !== 'all'}
        rowActions={rowActions}
      />
      {editing?.row?.kind === 'verdict' && (
        <VerdictDialog request={editing.row.request} onClose={closeEdit} />
      )}
      {editing?.row?.kind === 'consent' && (
        <ConsentDialog request={editing.row.request} onClose={closeEdit} />
      )}
      {editing?.row?.kind === 'revoke' && (
        <RevokeConsentDialog request={editing.row.request} onClose={closeEdit} />
      )}
      {editing?.row?.kind === 'accesses' && (
        <AccessLogDialog request={editing.row.request} onClose={closeEdit} />
      )}
      {editing && (!editing.row || editing.row.kind === 'edit') && (
        <RequestDialog
          request={editing.row?.request ?? null}
          companies={companies}
          scope={companyId}
          onClose={closeEdit}
        />
      )}
      {editing?.row?.kind === 'result' && <ResultDialog request={editing.row.request} onClose={closeEdit} />}
      <ConfirmRequest value={confirm} onClose={() => setConfirm(null)} />
    </ListSection>
  );
}
