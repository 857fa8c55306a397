import { Ban, Clock, Download } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface ResultButtonProps {
  resultUrl: string | null;
  requestType: string;
  /** A cancelled exam without a result will never get one: say so instead of 'Resultado Pendiente'. */
  cancelled: boolean;
  opening: boolean;
  onOpen: (reference: string) => void;
}

/**
 * 'Descargar Resultado' when there is a result file; otherwise 'Resultado Pendiente' (disabled), or a
 * note that the exam was cancelled.
 */
export function ResultButton({ resultUrl, requestType, cancelled, opening, onOpen }: ResultButtonProps) {
  if (!resultUrl && cancelled) {
    return (
      <p className="flex items-center gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
        <Ban className="size-4 shrink-0" aria-hidden="true" />
        Examen cancelado: no habrá resultado.
      </p>
    );
  }
  if (!resultUrl) {
    return (
      <Button variant="secondary" disabled className="w-full sm:w-auto">
        <Clock aria-hidden="true" />
        Resultado Pendiente
      </Button>
    );
  }
  return (
    <Button
      className="w-full sm:w-auto"
      disabled={opening}
      aria-label={`Descargar Resultado: ${requestType}`}
      onClick={() => onOpen(resultUrl)}
    >
      <Download aria-hidden="true" />
      Descargar Resultado
    </Button>
  );
}
