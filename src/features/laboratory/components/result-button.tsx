import { Clock, Download } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useOpenFile } from '@/lib/files/use-file-url';

/** 'Descargar Resultado' signs the file at the click (60 s URL) and opens it in a new tab. */
export function ResultButton({ resultUrl, requestType }: { resultUrl: string | null; requestType: string }) {
  const { open, isPending } = useOpenFile('Error');

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
      disabled={isPending}
      aria-label={`Descargar Resultado: ${requestType}`}
      onClick={() => void open(resultUrl)}
    >
      <Download aria-hidden="true" />
      Descargar Resultado
    </Button>
  );
}
