import { Ban, Clock, Download, ShieldCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatDate } from '@/utils/format';

export const resultTexts = {
  download: 'Descargar Resultado',
  pending: 'Resultado Pendiente',
  cancelled: 'Examen cancelado: no habrá resultado.',
  withheld: 'Solo dictamen: sin consentimiento del trabajador registrado.',
  consent: (date: string) => `Consentimiento del ${formatDate(date)}`,
} as const;

interface ResultButtonProps {
  requestType: string;
  /** Whether the request has a result file, and whether the company may receive it. */
  hasResult: boolean;
  released: boolean;
  /** The date of the worker's consent in force, when the result is released under it. */
  consentOn: string | null;
  /** A cancelled exam without a result will never get one: say so instead of 'Resultado Pendiente'. */
  cancelled: boolean;
  opening: boolean;
  onOpen: () => void;
}

const note = 'flex items-center gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground';

/**
 * 'Descargar Resultado' when the result exists and the company may receive it (with the consent's date when
 * that is why); the reason when it may not; otherwise 'Resultado Pendiente' (disabled), or a note that the
 * exam was cancelled.
 */
export function ResultButton(props: ResultButtonProps) {
  const { requestType, hasResult, released, consentOn, cancelled, opening, onOpen } = props;
  if (!hasResult && cancelled) {
    return (
      <p className={note}>
        <Ban className="size-4 shrink-0" aria-hidden="true" />
        {resultTexts.cancelled}
      </p>
    );
  }
  if (!hasResult) {
    return (
      <Button variant="secondary" disabled className="w-full sm:w-auto">
        <Clock aria-hidden="true" />
        {resultTexts.pending}
      </Button>
    );
  }
  if (!released) {
    return (
      <p className={note}>
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {resultTexts.withheld}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Button
        className="w-full sm:w-auto"
        disabled={opening}
        aria-label={`${resultTexts.download}: ${requestType}`}
        onClick={onOpen}
      >
        <Download aria-hidden="true" />
        {resultTexts.download}
      </Button>
      {consentOn && <span className="text-xs text-muted-foreground">{resultTexts.consent(consentOn)}</span>}
    </div>
  );
}
