// What 'Descargar expediente' is doing (files and bytes, then the archive), with a cancel; announced
// politely to screen readers.
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatBytes } from '@/utils/format';

import { evidenceTexts } from './evidence-texts';
import type { EvidenceDownloadState } from './use-evidence-download';

export function EvidenceProgress({
  state,
  onCancel,
}: {
  state: EvidenceDownloadState;
  onCancel: () => void;
}) {
  if (state.phase === 'idle') return null;
  const { value, text } =
    state.phase === 'fetching'
      ? {
          value: (state.progress.filesDone / Math.max(1, state.progress.filesTotal)) * 90,
          text: evidenceTexts.fetching(
            state.progress.filesDone,
            state.progress.filesTotal,
            formatBytes(state.progress.bytesDone),
          ),
        }
      : { value: 90 + state.percent / 10, text: evidenceTexts.zipping(state.percent) };
  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-xs text-muted-foreground">{text}</p>
      <Progress value={value} label={evidenceTexts.progressLabel} valueText={text} />
      <Button variant="outline" size="sm" onClick={onCancel} className="justify-self-start">
        <X aria-hidden="true" />
        {evidenceTexts.cancel}
      </Button>
    </div>
  );
}
