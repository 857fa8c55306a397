// The traffic light of the compliance screens: a distinct icon per status plus its Spanish label (shown or
// read by screen readers), so a status is never told by colour alone.
import { AlertTriangle, CheckCircle2, Clock, Minus, XCircle, type LucideIcon } from 'lucide-react';

import { cn } from '@/utils/cn';

import { STATUS_LABELS, type CellStatus, type PeriodSummary } from '../../utils/status';

export type LightStatus = CellStatus | PeriodSummary['status'];

export const LIGHT_LABELS: Record<LightStatus, string> = {
  ...STATUS_LABELS,
  complete: 'Completo',
  empty: 'Sin documentos esperados',
};

const LOOK: Record<LightStatus, { icon: LucideIcon; className: string }> = {
  delivered: { icon: CheckCircle2, className: 'text-success' },
  complete: { icon: CheckCircle2, className: 'text-success' },
  pending: { icon: Clock, className: 'text-warning-foreground' },
  late: { icon: AlertTriangle, className: 'text-destructive' },
  expired: { icon: XCircle, className: 'text-destructive' },
  empty: { icon: Minus, className: 'text-muted-foreground' },
};

export const lightTone = (status: LightStatus) => LOOK[status].className;

/** The icon alone (decorative); pair it with a visible or sr-only label. */
export function StatusIcon({ status, className }: { status: LightStatus; className?: string }) {
  const { icon: Icon, className: tone } = LOOK[status];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', tone, className)} />;
}

/** Icon and visible label. */
export function StatusLight({ status, className }: { status: LightStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <StatusIcon status={status} />
      <span>{LIGHT_LABELS[status]}</span>
    </span>
  );
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
