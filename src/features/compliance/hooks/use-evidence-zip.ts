// A ZIP of compliance evidence (a month column, a company or a type row): the files are fetched with their
// bytes counted, zipped in the browser and saved (to disk where the browser lets the page ask, else as one
// Blob), with progress, a cancel, and the files that could not be included named at the end. Same flow as
// the REPSE list's bulk download, for any set of documents with the paths the caller chose.
import { saveAs } from 'file-saver';
import * as React from 'react';

import { toast } from '@/components/ui/use-toast';
import { fetchFiles, type FetchProgress } from '@/lib/files/fetch-files';
import { blobSink, pickDiskSink, writeZip, type ZipSink } from '@/lib/files/zip-archive';

export const zipTexts = {
  noDocumentsTitle: 'Sin Documentos',
  noDocuments: 'No hay evidencia entregada en esta selección.',
  noFilesTitle: 'Sin Archivos',
  noFiles: 'No se pudieron obtener archivos válidos para la descarga.',
  errorTitle: 'Error de Descarga',
  error: 'Ocurrió un error al crear el archivo ZIP.',
  doneTitle: 'Descarga Completa',
  done: (n: number) => `Se han descargado ${n} ${n === 1 ? 'documento' : 'documentos'}.`,
  skipped: (names: string[]) => `No se pudieron incluir: ${names.join(', ')}.`,
  cancelledTitle: 'Descarga cancelada',
  cancelled: 'No se guardó ningún archivo.',
} as const;

/** One file of the archive: the document it comes from, its stored reference and its path inside the zip. */
export interface EvidenceFile {
  id: string;
  url: string;
  path: string;
}

export type EvidenceZipState =
  { phase: 'idle' } | { phase: 'fetching'; progress: FetchProgress } | { phase: 'zipping'; percent: number };

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';
const fileOnly = (path: string) => path.split('/').pop() ?? path;

/** `onZipped` receives the ids of the documents that made it into a saved archive. */
export function useEvidenceZip(onZipped?: (documentIds: string[]) => void) {
  const [state, setState] = React.useState<EvidenceZipState>({ phase: 'idle' });
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);
  const cancel = React.useCallback(() => controller.current?.abort(), []);

  const download = async (items: EvidenceFile[], zipName: string) => {
    const withFile = items.filter((item) => item.url.trim() !== '');
    if (withFile.length === 0) {
      toast({ variant: 'info', title: zipTexts.noDocumentsTitle, description: zipTexts.noDocuments });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    let disk: ZipSink | null = null;
    try {
      // First, while the click still counts as the person's gesture: where to save, if the browser asks.
      disk = await pickDiskSink(zipName);
      setState({ phase: 'fetching', progress: { filesDone: 0, filesTotal: withFile.length, bytesDone: 0 } });
      const { files, skipped } = await fetchFiles(
        withFile.map((item) => ({ reference: item.url, name: item.path })),
        { signal: abort.signal, onProgress: (progress) => setState({ phase: 'fetching', progress }) },
      );
      if (files.length === 0) {
        await disk?.abort();
        toast({ variant: 'info', title: zipTexts.noFilesTitle, description: zipTexts.noFiles });
        return;
      }
      setState({ phase: 'zipping', percent: 0 });
      const memory = disk ? null : blobSink();
      await writeZip(files, disk ?? memory!, {
        signal: abort.signal,
        onProgress: (percent) => setState({ phase: 'zipping', percent }),
      });
      if (memory) saveAs(memory.blob(), zipName);
      const zipped = new Set(files.map((f) => f.name));
      onZipped?.(withFile.filter((item) => zipped.has(item.path)).map((item) => item.id));
      const done = zipTexts.done(files.length);
      toast({
        variant: 'success',
        title: zipTexts.doneTitle,
        description: skipped.length
          ? `${done} ${zipTexts.skipped(skipped.map((s) => fileOnly(s.name)))}`
          : done,
      });
    } catch (error) {
      await disk?.abort().catch(() => undefined);
      if (isAbort(error)) {
        if (abort.signal.aborted)
          toast({ variant: 'info', title: zipTexts.cancelledTitle, description: zipTexts.cancelled });
        return;
      }
      console.error(error);
      toast({ variant: 'destructive', title: zipTexts.errorTitle, description: zipTexts.error });
    } finally {
      if (controller.current === abort) controller.current = null;
      setState({ phase: 'idle' });
    }
  };

  return { download, cancel, state, isZipping: state.phase !== 'idle' };
}
