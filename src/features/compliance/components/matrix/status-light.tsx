// The compliance screens' traffic lights: the shared light with the Spanish label of each delivery or
// period status, and the matrices' legend.
import { StatusLight as Light } from '@/components/status-light';

import { STATUS_LABELS, type CellStatus, type PeriodSummary } from '../../utils/status';

export type LightStatus = CellStatus | PeriodSummary['status'];

export const LIGHT_LABELS: Record<LightStatus, string> = {
  ...STATUS_LABELS,
  complete: 'Completo',
  empty: 'Sin Documentos Esperados',
};

/** Icon and visible label. */
export function StatusLight({ status, className }: { status: LightStatus; className?: string }) {
  return <Light status={status} label={LIGHT_LABELS[status]} plain className={className} />;
}

/** The legend of the matrices. */
export function StatusLegend({ statuses }: { statuses: LightStatus[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground" aria-label="Leyenda">
      {statuses.map((status) => (
        <li key={status}>
          <StatusLight status={status} />
        </li>
      ))}
    </ul>
  );
}
