// What a ZIP download is doing: files and bytes fetched, then the archive being written, with a way to
// cancel. Announced politely to screen readers. 'card' stands above a list; 'compact' fits a table cell.
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { ZipDownloadState } from '@/lib/files/use-zip-download';
import { formatBytes } from '@/utils/format';

export const zipProgressTexts = {
  label: 'Progreso de la descarga',
  fetching: (done: number, total: number, bytes: string) =>
    `Descargando ${done} de ${total} archivos · ${bytes}`,
  zipping: (percent: number) => `Creando el archivo ZIP · ${Math.round(percent)} %`,
  cancel: 'Cancelar Descarga',
} as const;

interface ZipProgressProps {
  state: ZipDownloadState;
  onCancel: () => void;
  /** The progress bar's accessible name. */
  label?: string;
  variant?: 'card' | 'compact';
}

function describe(state: Exclude<ZipDownloadState, { phase: 'idle' }>) {
  if (state.phase === 'zipping')
    return { value: 90 + state.percent / 10, text: zipProgressTexts.zipping(state.percent) };
  const { filesDone, filesTotal, bytesDone } = state.progress;
  // Fetching is most of the work; writing the archive is the last tenth.
  return {
    value: (filesDone / Math.max(1, filesTotal)) * 90,
    text: zipProgressTexts.fetching(filesDone, filesTotal, formatBytes(bytesDone)),
  };
}

export function ZipProgress({
  state,
  onCancel,
  label = zipProgressTexts.label,
  variant = 'card',
}: ZipProgressProps) {
  if (state.phase === 'idle') return null;
  const { value, text } = describe(state);
  const cancel = (
    <Button
      variant="outline"
      size="sm"
      onClick={onCancel}
      className={variant === 'compact' ? 'justify-self-start' : undefined}
    >
      <X aria-hidden="true" />
      {zipProgressTexts.cancel}
    </Button>
  );
  if (variant === 'compact')
    return (
      <div className="grid gap-2" aria-live="polite">
        <p className="text-xs text-muted-foreground">{text}</p>
        <Progress value={value} label={label} valueText={text} />
        {cancel}
      </div>
    );
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4" aria-live="polite">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-muted-foreground">{text}</p>
        {cancel}
      </div>
      <Progress value={value} label={label} valueText={text} />
    </div>
  );
}
