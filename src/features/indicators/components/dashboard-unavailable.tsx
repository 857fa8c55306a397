// What replaces a dashboard that cannot be shown in the page: why, in Spanish, and the way out (its own
// tab, where the browser or Google can say more, e.g. ask to sign in), plus a retry when it may pass.
import { ExternalLink, MonitorX, RefreshCw, WifiOff } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { FrameFailure } from '../hooks/use-frame-status';

export const unavailableTexts = {
  title: 'No se pudo cargar el tablero',
  offline: 'No hay conexión a internet. Revisa tu conexión y vuelve a intentarlo.',
  unreachable:
    'No fue posible conectar con Looker Studio. Puede que tu red o tu navegador lo estén bloqueando.',
  timeout: 'El tablero está tardando demasiado en cargar.',
  notEmbeddable: 'Este tablero no se puede mostrar dentro del portal.',
  openInTab: 'Abrir en una Pestaña Nueva',
  retry: 'Reintentar',
} as const;

interface DashboardUnavailableProps {
  reason: FrameFailure | 'not-embeddable';
  /** The dashboard's own link, opened in a new tab. */
  href: string;
  onRetry?: () => void;
}

export function DashboardUnavailable({ reason, href, onRetry }: DashboardUnavailableProps) {
  const message = reason === 'not-embeddable' ? unavailableTexts.notEmbeddable : unavailableTexts[reason];
  const Icon = reason === 'offline' || reason === 'unreachable' ? WifiOff : MonitorX;
  return (
    <div
      role="alert"
      className="flex min-h-[320px] flex-col items-center justify-center gap-4 rounded-lg border bg-card p-6 text-center"
    >
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{unavailableTexts.title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <a href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {unavailableTexts.openInTab}
          </a>
        </Button>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            {unavailableTexts.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
