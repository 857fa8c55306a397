// 'Resultados Listos sin Descargar': laboratory results nobody of the company has opened or downloaded,
// the newest few and how many there are in all.
import { FlaskConical } from 'lucide-react';

import { OverviewQueryCard, type OverviewLink } from '@/components/overview-card';
import { formatDate } from '@/utils/format';

import { usePendingResults, type PendingResults } from '../../api/get-pending-results';

const texts = {
  title: 'Resultados Listos sin Descargar',
  description: 'Resultados de laboratorio que nadie de la empresa ha abierto ni descargado.',
  loading: 'Cargando resultados...',
  error: { title: 'Error', description: 'No se pudieron cargar los resultados pendientes.' },
  empty: {
    icon: FlaskConical,
    title: 'Nada Pendiente',
    description: 'No hay resultados listos sin descargar.',
  },
  requested: (date: string) => `Solicitado el ${formatDate(date)}`,
  count: (n: number) => (n === 1 ? '1 resultado sin descargar' : `${n} resultados sin descargar`),
  more: (n: number) => (n === 1 ? 'y 1 más' : `y ${n} más`),
};

const isEmpty = (data: PendingResults) => data.total === 0;

export function ResultsCard({ companyId, link }: { companyId: string; link: OverviewLink }) {
  const query = usePendingResults(companyId);
  return (
    <OverviewQueryCard id="account-results" texts={texts} query={query} isEmpty={isEmpty} link={link}>
      {({ items, total }) => (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{texts.count(total)}</p>
          <ul className="grid gap-2">
            {items.map((result) => (
              <li key={result.id} className="grid border-b pb-2">
                <span className="font-medium">
                  {result.request_type}
                  {result.patient_name ? ` · ${result.patient_name}` : ''}
                </span>
                <span className="text-muted-foreground">{texts.requested(result.request_date)}</span>
              </li>
            ))}
          </ul>
          {total > items.length && (
            <p className="text-muted-foreground">{texts.more(total - items.length)}</p>
          )}
        </div>
      )}
    </OverviewQueryCard>
  );
}
