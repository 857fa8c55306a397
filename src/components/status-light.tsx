// A traffic light that never relies on colour alone: an icon per status and the status in words. The
// statuses are those of deliveries and periods (compliance matrices, overview cards of compliance and
// billing).
import { AlertTriangle, CheckCircle2, CircleDashed, Clock, XCircle, type LucideIcon } from 'lucide-react';

import { cn } from '@/utils/cn';

export type Light = 'complete' | 'delivered' | 'pending' | 'late' | 'expired' | 'empty';

const LIGHTS: Record<Light, { icon: LucideIcon; text: string; badge: string }> = {
  complete: { icon: CheckCircle2, text: 'text-success', badge: 'bg-success/15' },
  delivered: { icon: CheckCircle2, text: 'text-success', badge: 'bg-success/15' },
  pending: { icon: Clock, text: 'text-warning-foreground', badge: 'bg-warning/20' },
  late: { icon: AlertTriangle, text: 'text-destructive', badge: 'bg-destructive/15' },
  expired: { icon: XCircle, text: 'text-destructive', badge: 'bg-destructive/15' },
  empty: { icon: CircleDashed, text: 'text-muted-foreground', badge: 'bg-secondary' },
};

/** The icon alone (decorative); pair it with a visible or sr-only label. */
export function StatusIcon({ status, className }: { status: Light; className?: string }) {
  const { icon: Icon, text } = LIGHTS[status];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', text, className)} />;
}

/** Icon and label: a tinted pill, or plain text beside the icon (`plain`). */
export function StatusLight({
  status,
  label,
  plain = false,
  className,
}: {
  status: Light;
  label: string;
  plain?: boolean;
  className?: string;
}) {
  const { text, badge } = LIGHTS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center',
        plain
          ? 'gap-1.5 text-sm'
          : cn('gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', badge, text),
        className,
      )}
    >
      <StatusIcon status={status} className={plain ? undefined : 'size-3.5'} />
      <span>{label}</span>
    </span>
  );
}
