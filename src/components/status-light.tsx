// A traffic light that never relies on colour alone: an icon and the status in words. The statuses are
// those of deliveries and periods (the overview cards of compliance and billing use them).
import { AlertTriangle, CheckCircle2, CircleDashed, Clock, XCircle, type LucideIcon } from 'lucide-react';

import { cn } from '@/utils/cn';

export type Light = 'complete' | 'delivered' | 'pending' | 'late' | 'expired' | 'empty';

const LIGHTS: Record<Light, { icon: LucideIcon; className: string }> = {
  complete: { icon: CheckCircle2, className: 'bg-success/15 text-success' },
  delivered: { icon: CheckCircle2, className: 'bg-success/15 text-success' },
  pending: { icon: Clock, className: 'bg-warning/20 text-warning-foreground' },
  late: { icon: AlertTriangle, className: 'bg-destructive/15 text-destructive' },
  expired: { icon: XCircle, className: 'bg-destructive/15 text-destructive' },
  empty: { icon: CircleDashed, className: 'bg-secondary text-secondary-foreground' },
};

export function StatusLight({
  status,
  label,
  className,
}: {
  status: Light;
  label: string;
  className?: string;
}) {
  const { icon: Icon, className: tone } = LIGHTS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
