// Bulk download of the visible REPSE documents: signed URLs in one call per bucket, each file fetched with
// its bytes counted, then zipped in the browser and written as it is produced (to disk where the browser
// can, else one Blob saved by the browser). Progress in files and bytes, a cancel button, and the files
// that could not be included named in the final message. Each included document is recorded as downloaded.
import { saveAs } from 'file-saver';
import * as React from 'react';

import { toast } from '@/components/ui/use-toast';
import { useRecordDelivery } from '@/lib/deliveries/use-record-delivery';
import { fetchFiles, type FetchProgress } from '@/lib/files/fetch-files';
import { blobSink, pickDiskSink, writeZip, type ZipSink } from '@/lib/files/zip-archive';

import type { CompanyDocument } from '../api/get-documents';
import { zipFileName, zipPaths } from '../utils/zip-paths';

export const downloadTexts = {
  noDocumentsTitle: 'Sin Documentos',
  noDocuments: 'No hay documentos visibles para descargar.',
  noFilesTitle: 'Sin Archivos',
  noFiles: 'No se pudieron obtener archivos válidos para la descarga.',
  errorTitle: 'Error de Descarga',
  error: 'Ocurrió un error al crear el archivo ZIP.',
  doneTitle: 'Descarga Completa',
  done: (n: number) => `Se han descargado ${n} documentos.`,
  skipped: (names: string[]) => `No se pudieron incluir: ${names.join(', ')}.`,
  cancelledTitle: 'Descarga cancelada',
  cancelled: 'No se guardó ningún archivo.',
} as const;

export type BulkDownloadState =
  { phase: 'idle' } | { phase: 'fetching'; progress: FetchProgress } | { phase: 'zipping'; percent: number };

// By name: the AbortError may come from another realm's DOMException (a worker, a polyfill, Node).
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';
const fileOnly = (path: string) => path.split('/').pop() ?? path;

export function useBulkDownload() {
  const [state, setState] = React.useState<BulkDownloadState>({ phase: 'idle' });
  const controller = React.useRef<AbortController | null>(null);
  const record = useRecordDelivery();

  React.useEffect(() => () => controller.current?.abort(), []);

  const cancel = React.useCallback(() => controller.current?.abort(), []);

  const download = async (documents: CompanyDocument[], year: number, month: string) => {
    const withFile = documents.filter((d) => d.url.trim() !== '');
    if (withFile.length === 0) {
      toast({
        variant: 'info',
        title: downloadTexts.noDocumentsTitle,
        description: downloadTexts.noDocuments,
      });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const name = zipFileName(year, month);
    let disk: ZipSink | null = null;
    try {
      // First, while the click still counts as the person's gesture: where to save, if the browser asks.
      disk = await pickDiskSink(name);
      const paths = zipPaths(withFile);
      setState({ phase: 'fetching', progress: { filesDone: 0, filesTotal: withFile.length, bytesDone: 0 } });
      const { files, skipped } = await fetchFiles(
        withFile.map((d, i) => ({ reference: d.url, name: paths[i] })),
        { signal: abort.signal, onProgress: (progress) => setState({ phase: 'fetching', progress }) },
      );
      if (files.length === 0) {
        await disk?.abort();
        toast({ variant: 'info', title: downloadTexts.noFilesTitle, description: downloadTexts.noFiles });
        return;
      }
      setState({ phase: 'zipping', percent: 0 });
      const memory = disk ? null : blobSink();
      await writeZip(files, disk ?? memory!, {
        signal: abort.signal,
        onProgress: (percent) => setState({ phase: 'zipping', percent }),
      });
      if (memory) saveAs(memory.blob(), name);
      // Proof of delivery for the files that made it into the archive (not the skipped ones).
      const idByPath = new Map(paths.map((path, i) => [path, withFile[i].id]));
      record({ event: 'downloaded', documentIds: files.flatMap((f) => idByPath.get(f.name) ?? []) });
      const done = downloadTexts.done(files.length);
      toast({
        variant: 'success',
        title: downloadTexts.doneTitle,
        description: skipped.length
          ? `${done} ${downloadTexts.skipped(skipped.map((s) => fileOnly(s.name)))}`
          : done,
      });
    } catch (error) {
      await disk?.abort().catch(() => undefined);
      if (isAbort(error)) {
        if (abort.signal.aborted)
          toast({
            variant: 'info',
            title: downloadTexts.cancelledTitle,
            description: downloadTexts.cancelled,
          });
        return;
      }
      console.error(error);
      toast({ variant: 'destructive', title: downloadTexts.errorTitle, description: downloadTexts.error });
    } finally {
      if (controller.current === abort) controller.current = null;
      setState({ phase: 'idle' });
    }
  };

  return { download, cancel, state, isZipping: state.phase !== 'idle' };
}
