// A PDF lesson: the document embedded in the page (signed URL) and a button that downloads it.
import { Download } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useMediaUrl } from '../../api/get-media-url';

export const pdfTexts = {
  loading: 'Cargando PDF...',
  error: 'No se pudo cargar el PDF de esta lección.',
  download: 'Descargar PDF',
  downloading: 'Descargando...',
  downloadError: 'No se pudo descargar el PDF',
  frameTitle: (title: string) => `PDF: ${title}`,
} as const;

export function PdfViewer({ mediaUrl, title }: { mediaUrl: string | null; title: string }) {
  const url = useMediaUrl(mediaUrl, pdfTexts.error);
  const { open, opening } = useOpenFile(pdfTexts.downloadError);
  return (
    <div className="grid gap-3">
      <div>
        <Button
          variant="outline"
          onClick={() => void open(mediaUrl, { download: `${title}.pdf` })}
          disabled={opening !== null}
          aria-busy={opening !== null}
        >
          <Download aria-hidden="true" />
          {opening !== null ? pdfTexts.downloading : pdfTexts.download}
        </Button>
      </div>
      {/* The viewer's box is there from the start, so the buttons below never jump when it loads. */}
      <div className="flex h-[70vh] min-h-96 w-full items-center justify-center overflow-hidden rounded-lg border">
        {url.isPending && url.fetchStatus === 'fetching' && <LoadingBlock text={pdfTexts.loading} />}
        {url.isError && <p role="alert">{pdfTexts.error}</p>}
        {url.data && <iframe src={url.data} title={pdfTexts.frameTitle(title)} className="size-full" />}
      </div>
    </div>
  );
}
