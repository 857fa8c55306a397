// One embedded Looker Studio dashboard with its own states: a loading overlay until the frame has loaded
// and its host answered, then the dashboard, or a Spanish message with 'Abrir en una Pestaña Nueva'
// instead of the browser's broken-page box (see use-frame-status.ts for how failure is detected).
import { AlertTriangle, ExternalLink } from 'lucide-react';

import { LoadingBlock } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';

import { useFrameStatus } from '../hooks/use-frame-status';
import { classifyDashboardLink } from '../utils/classify';
import { DashboardUnavailable, unavailableTexts } from './dashboard-unavailable';

/** Looker Studio's own embed code uses this sandbox: scripts and same-origin for the report, popups so
 * its links open, storage access so a signed-in Google viewer sees private data. Nothing else. */
const LOOKER_SANDBOX =
  'allow-storage-access-by-user-activation allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export const frameTexts = {
  invalid: 'El enlace de este tablero no es válido. Contacta a soporte.',
  loading: 'Cargando tablero...',
} as const;

interface DashboardFrameProps {
  title: string;
  url: string | null;
  /** Height of the frame; the client tab fills the screen, the admin preview is smaller. */
  className?: string;
}

export function DashboardFrame({ title, url, className }: DashboardFrameProps) {
  const link = classifyDashboardLink(url);
  if (link.kind === 'invalid') {
    return (
      <div role="alert" className="flex items-center gap-2 rounded-lg border bg-card p-6 text-sm">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        {frameTexts.invalid}
      </div>
    );
  }
  if (link.kind === 'external') return <DashboardUnavailable reason="not-embeddable" href={link.url} />;
  const src = link.kind === 'embed' ? link.url : link.embed;
  // Keyed by the link so another dashboard starts from loading, never from the last one's state.
  return <EmbeddedFrame key={src} title={title} src={src} href={link.url} className={className} />;
}

function EmbeddedFrame({
  title,
  src,
  href,
  className,
}: { title: string; src: string; href: string } & {
  className?: string;
}) {
  const { status, attempt, onLoad, retry } = useFrameStatus(src);
  const size = className ?? 'h-[calc(100dvh-12rem)] min-h-[480px]';
  return (
    <div className="grid gap-2">
      {status.state === 'failed' && (
        <DashboardUnavailable reason={status.reason} href={href} onRetry={retry} />
      )}
      <div className={cn('relative w-full', status.state === 'failed' && 'hidden')}>
        {/* Kept mounted (transparent) while loading so `loading="lazy"` still sees it on screen. */}
        <iframe
          key={attempt}
          title={title}
          src={src}
          loading="lazy"
          sandbox={LOOKER_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          hidden={status.state === 'failed'}
          onLoad={onLoad}
          className={cn(
            'w-full rounded-lg border bg-card transition-opacity',
            size,
            status.state !== 'ready' && 'opacity-0',
          )}
        />
        {status.state === 'loading' && (
          <LoadingBlock text={frameTexts.loading} className="absolute inset-0 rounded-lg border bg-card" />
        )}
      </div>
      {status.state === 'ready' && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 justify-self-end text-sm text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {unavailableTexts.openInTab}
        </a>
      )}
    </div>
  );
}
