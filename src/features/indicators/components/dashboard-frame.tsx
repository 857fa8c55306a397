import { AlertTriangle } from 'lucide-react';

import { embedUrl } from '../utils/classify';

/** Looker Studio's own embed code uses this sandbox: scripts and same-origin for the report, popups so
 * its links open, storage access so a signed-in Google viewer sees private data. Nothing else. */
const LOOKER_SANDBOX =
  'allow-storage-access-by-user-activation allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export function DashboardFrame({ title, url }: { title: string; url: string | null }) {
  const src = embedUrl(url);
  if (!src) {
    return (
      <div role="alert" className="flex items-center gap-2 rounded-lg border bg-card p-6 text-sm">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        El enlace de este tablero no es válido. Contacta a soporte.
      </div>
    );
  }
  return (
    <iframe
      title={title}
      src={src}
      loading="lazy"
      sandbox={LOOKER_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      className="h-[calc(100dvh-12rem)] min-h-[480px] w-full rounded-lg border bg-card"
    />
  );
}
