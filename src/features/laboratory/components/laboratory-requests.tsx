// Client tab 'Laboratorio': the company's requests as cards, a page at a time, searched and filtered by
// status on the server (both kept in the URL); results open through signed URLs made at the click. A
// notification's link (?solicitud=<id>) narrows the list to its request.
import { FlaskConical, SearchX } from 'lucide-react';
import * as React from 'react';

import { AnimatedList } from '@/components/animated-list';
import { Pagination } from '@/components/data-table/pagination';
import { LinkedItemNotice } from '@/components/linked-item-notice';
import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { useOpenFile } from '@/lib/files/use-file-url';
import { LINKED_ITEM_PARAMS, useLinkedItem } from '@/lib/linked-item';

import { laboratoryErrorTexts, useLaboratoryRequests } from '../api/get-laboratory-requests';
import { useRecordResultAccess } from '../api/record-result-access';
import { useLabParams } from '../hooks/use-lab-params';
import { LabFilters } from './lab-filters';
import { LabRequestCard } from './lab-request-card';

export const laboratoryTexts = {
  title: 'Exámenes de Laboratorio',
  subtitle: 'Consulta el estado de tus solicitudes y descarga los resultados.',
  loading: 'Cargando solicitudes de laboratorio...',
  empty: {
    icon: FlaskConical,
    title: 'Sin Solicitudes de Laboratorio',
    description: 'Cuando se registren exámenes para tu empresa, aparecerán aquí.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda o cambia el filtro de estado.',
  },
  openError: 'Error',
  listLabel: 'Solicitudes de laboratorio',
} as const;

export function LaboratoryRequests({ companyId }: { companyId: string }) {
  const { params, setParams, setStatus } = useLabParams();
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.labRequest);
  const requests = useLaboratoryRequests(companyId, { ...params, item: linked.id });
  const { open } = useOpenFile(laboratoryTexts.openError);
  const access = useRecordResultAccess();
  const [opening, setOpening] = React.useState<string | null>(null);
  // The access is logged (and the proof of delivery written) by the database before the file is signed.
  const downloadResult = async (requestId: string) => {
    setOpening(requestId);
    await open(() => access.mutateAsync(requestId));
    setOpening(null);
  };
  const narrowed = params.search.trim() !== '' || params.status !== 'all';
  // A company without any request sees only the empty state; filters appear once there is something,
  // and stay while a wider search loads (the previous page is still shown), so the box never unmounts.
  const showFilters = narrowed || requests.isPlaceholderData || (requests.data?.total ?? 0) > 0;

  return (
    <PageSection id="laboratory-title" title={laboratoryTexts.title} description={laboratoryTexts.subtitle}>
      {showFilters && (
        <LabFilters
          search={params.search}
          onSearchChange={(search) => setParams({ search })}
          status={params.status}
          onStatusChange={setStatus}
        />
      )}
      {linked.id && (
        <LinkedItemNotice what="la solicitud" showAll="Ver Todas las Solicitudes" onShowAll={linked.clear} />
      )}
      <QueryStates
        query={requests}
        loading={laboratoryTexts.loading}
        error={laboratoryErrorTexts}
        empty={narrowed ? laboratoryTexts.noMatches : laboratoryTexts.empty}
        isEmpty={(page) => page.total === 0}
      >
        {(page) => (
          <div className="grid gap-4" aria-busy={requests.isPlaceholderData || undefined}>
            <AnimatedList
              items={page.rows}
              getKey={(request) => request.id ?? ''}
              label={laboratoryTexts.listLabel}
              className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
            >
              {(request) => (
                <LabRequestCard
                  request={request}
                  opening={opening === request.id}
                  onOpen={() => void downloadResult(request.id ?? '')}
                />
              )}
            </AnimatedList>
            <Pagination params={params} total={page.total} onChange={setParams} />
          </div>
        )}
      </QueryStates>
    </PageSection>
  );
}
