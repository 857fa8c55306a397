import { Clock, Download } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface ResultButtonProps {
  resultUrl: string | null;
  requestType: string;
  opening: boolean;
  onOpen: (reference: string) => void;
}

/** 'Descargar Resultado' when there is a result file; 'Resultado Pendiente' (disabled) until then. */
export function ResultButton({ resultUrl, requestType, opening, onOpen }: ResultButtonProps) {
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
