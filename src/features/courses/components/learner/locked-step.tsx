// A step of the outline that cannot be opened yet (the final quiz before every lesson is completed): plain
// text with a lock and the reason beside it, so it reads as locked before anyone tries it.
import { Lock } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/utils/cn';

export const lockedStepTexts = {
  locked: '(bloqueada)',
  reason: (pending: number) =>
    `Se desbloquea al completar todas las lecciones (${pending === 1 ? 'falta 1' : `faltan ${pending}`}).`,
} as const;

interface LockedStepProps {
  /** The step on screen (reached through Siguiente or a link), which then explains the lock itself. */
  active: boolean;
  pending: number;
  children: React.ReactNode;
}

export function LockedStep({ active, pending, children }: LockedStepProps) {
  return (
    <div
      aria-current={active ? 'step' : undefined}
      className={cn(
        'flex min-h-10 w-full items-start gap-2 rounded-md px-2 py-2 text-sm text-muted-foreground',
        active && 'bg-muted',
      )}
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <span className={cn(active && 'font-semibold')}>
          {children}
          <span className="sr-only">{` ${lockedStepTexts.locked}`}</span>
        </span>
        <span className="text-xs">{lockedStepTexts.reason(pending)}</span>
      </div>
    </div>
  );
}
