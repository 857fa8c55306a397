// A check's outcome on the public receipt page: green when it holds, red when it does not, muted while it
// runs; announced to screen readers as it changes.
import { BadgeCheck, LoaderCircle, ShieldX } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/utils/cn';

export type CheckState = 'ok' | 'failed' | 'running';

const look: Record<CheckState, { Icon: typeof BadgeCheck; className: string }> = {
  ok: { Icon: BadgeCheck, className: 'border-success/40 bg-success/10 text-success' },
  failed: { Icon: ShieldX, className: 'border-destructive/40 bg-destructive/10 text-destructive' },
  running: { Icon: LoaderCircle, className: 'border-border bg-muted/40 text-muted-foreground' },
};

export function CheckBanner({
  state,
  title,
  children,
}: {
  state: CheckState;
  title: string;
  children?: React.ReactNode;
}) {
  const { Icon, className } = look[state];
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-md border p-3', className)}>
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', state === 'running' && 'motion-safe:animate-spin')}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children && <div className="text-sm [overflow-wrap:anywhere]">{children}</div>}
      </div>
    </div>
  );
}
