// What takes the video's place when it cannot be played here: why, in Spanish, the way out (the video in
// a tab of its own, where the provider or the browser can say more) and a retry when one may help.
import { ExternalLink, RefreshCw, VideoOff } from 'lucide-react';

import { Button } from '@/components/ui/button';

export const unavailableVideoTexts = {
  title: 'No se pudo cargar el video de esta lección.',
  blocked:
    'Puede que tu red bloquee el sitio del video o que el video ya no esté disponible. Ábrelo en una pestaña nueva o vuelve a intentarlo.',
  signing: 'Vuelve a intentarlo en un momento.',
  invalid: 'El enlace del video de esta lección no es válido. Avisa al administrador.',
  openInTab: 'Abrir en una Pestaña Nueva',
  retry: 'Reintentar',
} as const;

interface VideoUnavailableProps {
  title?: string;
  message: string;
  /** The video's own address, opened in a new tab; none when there is no address worth opening. */
  href?: string | null;
  onRetry?: () => void;
}

export function VideoUnavailable({ title, message, href, onRetry }: VideoUnavailableProps) {
  return (
    // A fixed height rather than the player's aspect ratio: a ratio box taller than its width allows (the
    // text on a narrow column) would widen itself to keep the ratio, past the screen.
    <div
      role="alert"
      className="flex min-h-64 w-full flex-col items-center justify-center gap-4 rounded-lg border bg-card p-6 text-center"
    >
      <VideoOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      </div>
      {(href || onRetry) && (
        <div className="flex flex-wrap justify-center gap-2">
          {href && (
            <Button asChild>
              <a href={href} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {unavailableVideoTexts.openInTab}
              </a>
            </Button>
          )}
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {unavailableVideoTexts.retry}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
