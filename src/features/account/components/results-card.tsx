// 'Resultados listos sin descargar': laboratory results nobody of the company has opened or downloaded.
import { FlaskConical } from 'lucide-react';

import { QueryStates } from '@/components/query-states';
import { formatDate } from '@/utils/format';

import { usePendingResults } from '../api/get-pending-results';
import { AccountCard } from './account-card';

const texts = {
  title: 'Resultados listos sin descargar',
  description: 'Resultados de laboratorio que nadie de la empresa ha abierto ni descargado.',
  loading: 'Cargando resultados...',
  error: { title: 'Error', description: 'No se pudieron cargar los resultados pendientes.' },
  empty: {
    icon: FlaskConical,
    title: 'Nada pendiente',
    description: 'No hay resultados listos sin descargar.',
  },
  requested: (date: string) => `Solicitado el ${formatDate(date)}`,
};

export function ResultsCard({ companyId, link }: { companyId: string; link: { to: string; label: string } }) {
  const query = usePendingResults(companyId);
  return (
    <AccountCard id="account-results" title={texts.title} description={texts.description} link={link}>
      <QueryStates query={query} loading={texts.loading} error={texts.error} empty={texts.empty}>
        {(results) => (
          <ul className="grid gap-2 text-sm">
            {results.map((result) => (
              <li key={result.id} className="grid border-b pb-2">
                <span className="font-medium">
                  {result.request_type}
                  {result.patient_name ? ` · ${result.patient_name}` : ''}
                </span>
                <span className="text-muted-foreground">{texts.requested(result.request_date)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </AccountCard>
  );
}
