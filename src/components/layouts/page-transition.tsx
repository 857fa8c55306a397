// The page's fade-and-rise of 0.3 s (spec §9), in CSS (tailwind.config.ts): a new key mounts a new page
// that starts its entrance; with reduced motion requested it appears at once.
import type * as React from 'react';

import { cn } from '@/utils/cn';

export function PageTransition({
  transitionKey,
  children,
  className,
}: {
  transitionKey: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div key={transitionKey} className={cn('motion-safe:animate-page-enter', className)}>
      {children}
    </div>
  );
}
