// One ZIP of stored files, built in the browser: the files are fetched with their bytes counted and zipped
// as they arrive (plus any entries the caller generates, e.g. an index; see zip-passes.ts for what happens
// when a file fails), the archive written as it is produced: to disk where the browser lets the page ask,
// else into one Blob saved by the browser. Progress in files and bytes, a cancel, the files that could not
// be included named in the final message, and the ids of the documents that made it into a saved archive
// handed to the caller (proof of delivery). The zip writer (JSZip, in a Web Worker where there is one) and
// file-saver are loaded when a download starts, while the files are fetched: they are most of the code of
// the screens that offer a ZIP, and most visits never ask for one.
import * as React from 'react';

import { toast } from '@/lib/toast';

import { everySoOften } from './every-so-often';
import type { FileToFetch } from './fetch-files';
import type { ZipEntry } from './zip-archive';
import { fetchThenZip, zipWhileFetching, type ZipJob, type ZipPassState } from './zip-passes';
import { blobSink, pickDiskSink, type ZipSink } from './zip-sinks';

/** One stored file of the archive: its reference, its path inside the zip, the document it comes from. */
export interface ZipItem extends FileToFetch {
  documentId?: string | null;
}

/** The outcome messages (Spanish, fixed by each screen's spec). */
export interface ZipDownloadTexts {
  doneTitle: string;
  /** The success message, unless each request brings its own `doneText`. */
  done?: (filesIncluded: number) => string;
  skipped: (names: string[]) => string;
  cancelledTitle: string;
  cancelled: string;
  errorTitle: string;
  error: string;
}

/** With these, items without a reference are dropped and no archive is made without any fetched file. */
export interface ZipEmptyTexts {
  noDocumentsTitle: string;
  noDocuments: string;
  noFilesTitle: string;
  noFiles: string;
}

export interface ZipDownloadOptions {
  texts: ZipDownloadTexts;
  empty?: ZipEmptyTexts;
  /** The success toast turns into a warning when some file was left out. */
  warnOnSkipped?: boolean;
  /** Receives the ids of the documents that made it into a saved archive. */
  onZipped?: (documentIds: string[]) => void;
}

export interface ZipRequest {
  zipName: string;
  items: ZipItem[];
  /** Entries generated once the files are fetched (they learn which paths were skipped). */
  extraEntries?: (skipped: ReadonlySet<string>) => Promise<ZipEntry[]>;
  /** Replaces texts.done for this archive. */
  doneText?: string;
}

export type ZipDownloadState = { phase: 'idle' } | ZipPassState;

// By name: the AbortError may come from another realm's DOMException (a worker, a polyfill, Node).
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';
const fileOnly = (path: string) => path.split('/').pop() ?? path;
const hasReference = (item: ZipItem) => (item.reference ?? '').trim() !== '';
/** The archive is written in a Web Worker where there is one (JSZip off the main thread), else in the page. */
const loadWriter = () =>
  Promise.all([
    typeof Worker === 'function'
      ? import('./zip-in-worker').then((m) => m.writeZipInWorker)
      : import('./zip-archive').then((m) => m.writeZip),
    import('file-saver'),
  ]).then(([writeZip, saver]) => ({ writeZip, saveAs: saver.saveAs }));
/**
 * Progress re-renders the screen at most this often. It comes per network chunk and per 16 KiB zipped, and
 * the screen holding the state re-renders whole (the REPSE tab: 200 animated rows): at 10 updates a second
 * the bench measured the archive written in 64 s where JSZip alone takes about 11 s.
 */
const PROGRESS_INTERVAL_MS = 500;

export function useZipDownload({ texts, empty, warnOnSkipped, onZipped }: ZipDownloadOptions) {
  const [state, setState] = React.useState<ZipDownloadState>({ phase: 'idle' });
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);
  const cancel = React.useCallback(() => controller.current?.abort(), []);

  const download = async ({ zipName, items: requested, extraEntries, doneText }: ZipRequest) => {
    const items = empty ? requested.filter(hasReference) : requested;
    if (empty && items.length === 0) {
      toast({ variant: 'info', title: empty.noDocumentsTitle, description: empty.noDocuments });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const progress = everySoOften(PROGRESS_INTERVAL_MS, setState);
    let disk: ZipSink | null = null;
    // Its failure (a chunk that does not arrive) is reported once awaited, as any other error of the archive.
    const writer = loadWriter();
    writer.catch(() => undefined);
    try {
      // First, while the click still counts as the person's gesture: where to save, if the browser asks.
      disk = await pickDiskSink(zipName);
      setState({ phase: 'fetching', progress: { filesDone: 0, filesTotal: items.length, bytesDone: 0 } });
      const memory = disk ? null : blobSink();
      const job: ZipJob = {
        items,
        sink: disk ?? memory!,
        extraEntries,
        writer: writer.then((w) => w.writeZip),
        signal: abort.signal,
        onState: (next) => progress.push(next),
        requireFiles: empty !== undefined,
      };
      let outcome = await zipWhileFetching(job);
      if (outcome === 'retry') {
        // A file failed once the archive had started: it is written again, without the files that fail.
        await job.sink.reset();
        outcome = await fetchThenZip(job);
      }
      if (outcome === 'none') {
        await disk?.abort();
        toast({ variant: 'info', title: empty!.noFilesTitle, description: empty!.noFiles });
        return;
      }
      const { included, skipped } = outcome;
      if (memory) (await writer).saveAs(memory.blob(), zipName);
      onZipped?.(
        items.flatMap((item) => (item.documentId && included.has(item.name) ? [item.documentId] : [])),
      );
      const done = doneText ?? texts.done?.(included.size) ?? '';
      toast({
        variant: warnOnSkipped && skipped.length ? 'warning' : 'success',
        title: texts.doneTitle,
        description: skipped.length ? `${done} ${texts.skipped(skipped.map((s) => fileOnly(s.name)))}` : done,
      });
    } catch (error) {
      await disk?.abort().catch(() => undefined);
      if (isAbort(error)) {
        if (abort.signal.aborted)
          toast({ variant: 'info', title: texts.cancelledTitle, description: texts.cancelled });
        return;
      }
      console.error(error);
      toast({ variant: 'destructive', title: texts.errorTitle, description: texts.error });
    } finally {
      progress.cancel();
      if (controller.current === abort) controller.current = null;
      setState({ phase: 'idle' });
    }
  };

  return { download, cancel, state, busy: state.phase !== 'idle' };
}
