// What a compliance ZIP is doing: files and bytes fetched, then the archive being written, with a cancel.
// Announced politely to screen readers.
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatBytes } from '@/utils/format';

import type { EvidenceZipState } from '../../hooks/use-evidence-zip';

const texts = {
  label: 'Progreso de la descarga',
  fetching: (done: number, total: number, bytes: string) =>
    `Descargando ${done} de ${total} archivos · ${bytes}`,
  zipping: (percent: number) => `Creando el archivo ZIP · ${Math.round(percent)} %`,
  cancel: 'Cancelar descarga',
} as const;

export function ZipProgress({ state, onCancel }: { state: EvidenceZipState; onCancel: () => void }) {
  if (state.phase === 'idle') return null;
  const { value, text } =
    state.phase === 'fetching'
      ? {
          // Fetching is most of the work; writing the archive is the last tenth.
          value: (state.progress.filesDone / Math.max(1, state.progress.filesTotal)) * 90,
          text: texts.fetching(
            state.progress.filesDone,
            state.progress.filesTotal,
            formatBytes(state.progress.bytesDone),
          ),
        }
      : { value: 90 + state.percent / 10, text: texts.zipping(state.percent) };
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4" aria-live="polite">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-muted-foreground">{text}</p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          {texts.cancel}
        </Button>
      </div>
      <Progress value={value} label={texts.label} valueText={text} />
    </div>
  );
}
