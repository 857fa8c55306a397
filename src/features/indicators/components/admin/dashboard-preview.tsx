// The dialog's live preview: the same frame (and failure states) the client sees, once the typed link is
// an allowed embed link and has stopped changing for a moment (no reload per keystroke).
import * as React from 'react';

import { classifyDashboardLink } from '../../utils/classify';
import { DashboardFrame } from '../dashboard-frame';

const SETTLE_MS = 400;

export function DashboardPreview({ url, title }: { url: string; title: string }) {
  const [settled, setSettled] = React.useState(url);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setSettled(url), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [url]);

  const embeddable = classifyDashboardLink(settled.trim()).kind === 'embed';
  return (
    <section aria-label="Vista previa" className="grid gap-2">
      <p className="text-sm font-medium">Vista previa</p>
      {embeddable ? (
        <DashboardFrame
          key={settled}
          title={`Vista previa: ${title.trim() || 'Tablero'}`}
          url={settled.trim()}
          className="h-64 sm:h-80"
        />
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Pega un enlace de Looker Studio para insertar (…/embed/reporting/…) para ver el tablero aquí.
        </p>
      )}
    </section>
  );
}
