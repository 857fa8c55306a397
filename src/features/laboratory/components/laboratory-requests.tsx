// Client tab 'Laboratorio': the company's requests with search, status filter and result downloads.
import { motion, useReducedMotion } from 'framer-motion';
import { FlaskConical, SearchX } from 'lucide-react';
import * as React from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';

import { useLaboratoryRequests } from '../api/get-laboratory-requests';
import { filterRequests } from '../utils/filter-requests';
import type { LabStatusGroup } from '../utils/lab-status';
import { LabFilters } from './lab-filters';
import { LabRequestCard } from './lab-request-card';

export const laboratoryTexts = {
  title: 'Exámenes de Laboratorio',
  subtitle: 'Consulta el estado de tus solicitudes y descarga los resultados.',
  loading: 'Cargando solicitudes de laboratorio...',
  empty: 'Sin solicitudes de laboratorio',
  emptyHint: 'Cuando se registren exámenes para tu empresa, aparecerán aquí.',
  noMatches: 'No se encontraron resultados',
  noMatchesHint: 'Prueba con otra búsqueda o cambia el filtro de estado.',
  errorTitle: 'Error',
  errorDescription: 'No se pudieron cargar las solicitudes de laboratorio.',
  listLabel: 'Solicitudes de laboratorio',
} as const;

export function LaboratoryRequests({ companyId }: { companyId: string | null }) {
  const requests = useLaboratoryRequests(companyId);
  const reduceMotion = useReducedMotion();
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<LabStatusGroup | 'all'>('all');

  React.useEffect(() => {
    if (!requests.isError) return;
    toast({
      variant: 'destructive',
      title: laboratoryTexts.errorTitle,
      description: laboratoryTexts.errorDescription,
    });
  }, [requests.isError]);

  const all = requests.data ?? [];
  const visible = filterRequests(all, search, status);

  return (
    <section className="space-y-6" aria-labelledby="laboratory-title">
      <header>
        <h2 id="laboratory-title" className="text-2xl font-bold tracking-tight">
          {laboratoryTexts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{laboratoryTexts.subtitle}</p>
      </header>

      {companyId && requests.isPending && <LoadingBlock text={laboratoryTexts.loading} />}

      {requests.isError && (
        <ErrorBlock
          title={laboratoryTexts.errorTitle}
          description={laboratoryTexts.errorDescription}
          onRetry={() => void requests.refetch()}
        />
      )}

      {requests.isSuccess && all.length === 0 && (
        <EmptyState
          icon={FlaskConical}
          title={laboratoryTexts.empty}
          description={laboratoryTexts.emptyHint}
        />
      )}

      {requests.isSuccess && all.length > 0 && (
        <LabFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
      )}

      {requests.isSuccess && all.length > 0 && visible.length === 0 && (
        <EmptyState
          icon={SearchX}
          title={laboratoryTexts.noMatches}
          description={laboratoryTexts.noMatchesHint}
        />
      )}

      {visible.length > 0 && (
        <ul aria-label={laboratoryTexts.listLabel} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {visible.map((request) => (
            <motion.li
              key={request.id}
              initial={reduceMotion ? false : { opacity: 0, y: 8 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 0.2 }}
            >
              <LabRequestCard request={request} />
            </motion.li>
          ))}
        </ul>
      )}
    </section>
  );
}
