import { Loader2 } from 'lucide-react';

import { cn } from '@/utils/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('size-5 animate-spin text-primary', className)} aria-hidden="true" />;
}

/** A loading block with its text announced to screen readers. */
export function LoadingBlock({ text = 'Cargando...', className }: { text?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 p-10 text-center', className)}
    >
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Full-screen variant for route and session loading. */
export function LoadingScreen({ text }: { text?: string }) {
  return <LoadingBlock text={text} className="min-h-screen" />;
}
