// The full-page card of a route that cannot show its screen (an error, another role's area): an icon, the
// caller's words and a row of ways out, announced as an alert.
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/utils/cn';

interface AlertScreenProps {
  icon: LucideIcon;
  actions: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

export function AlertScreen({ icon: Icon, actions, children, className }: AlertScreenProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div
        role="alert"
        className={cn(
          'grid justify-items-center gap-4 rounded-lg border bg-card p-8 text-center shadow-sm',
          className,
        )}
      >
        <Icon className="size-10 text-destructive" aria-hidden="true" />
        {children}
        <div className="flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </main>
  );
}
