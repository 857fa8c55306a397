// How a ZIP download gets its files into the archive. Usually the archive is written while the files
// download (zipWhileFetching); JSZip must know every entry before it starts, so that counts on every signed
// file arriving. When one fails after all, the archive written so far is dropped and written again the
// older way (fetchThenZip): every file first, then the archive of those that came.
import {
  FETCH_CONCURRENCY,
  fetchFile,
  FileFetchError,
  fetchFiles,
  signFiles,
  type FetchFilesResult,
  type FetchProgress,
  type FileToFetch,
} from './fetch-files';
import type { writeZip, ZipEntry } from './zip-archive';
import type { ZipSink } from './zip-sinks';

export type ZipPassState =
  { phase: 'fetching'; progress: FetchProgress } | { phase: 'zipping'; percent: number };

export interface ZipJob {
  items: FileToFetch[];
  sink: ZipSink;
  /** Entries generated once it is known which files are left out (e.g. an index). */
  extraEntries?: (skipped: ReadonlySet<string>) => Promise<ZipEntry[]>;
  /** The archive writer, loaded while the first requests go out. */
  writer: Promise<typeof writeZip>;
  signal: AbortSignal;
  onState: (state: ZipPassState) => void;
  /** No archive without any fetched file: the pass answers 'none' instead. */
  requireFiles: boolean;
}

/** What the archive holds (by path in the zip) and what was left out, or `none` (nothing written). */
export type ZipPassResult = { included: Set<string>; skipped: FetchFilesResult['skipped'] } | 'none';

/**
 * Writes the archive while its files download: each file is asked for when the archive comes within
 * FETCH_CONCURRENCY files of it, so a few GETs are in flight and the page holds a few files, not all of
 * them. Answers 'retry' when a signed file fails to download: the sink then holds a broken archive.
 */
export async function zipWhileFetching(job: ZipJob): Promise<ZipPassResult | 'retry'> {
  const { items, sink, extraEntries, signal, onState } = job;
  const { signed, skipped } = await signFiles(items, signal);
  if (job.requireFiles && signed.length === 0) return 'none';
  const progress: FetchProgress = {
    filesDone: items.length - signed.length,
    filesTotal: items.length,
    bytesDone: 0,
  };
  const report = () => onState({ phase: 'fetching', progress: { ...progress } });
  report();
  const extra = extraEntries ? await extraEntries(new Set(skipped.map((s) => s.name))) : [];
  const write = await job.writer;
  // Ends the downloads still in flight when the archive fails, as well as on a cancel.
  const downloads = new AbortController();
  const stop = () => downloads.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  const files: ZipEntry[] = signed.map(({ item, url }) => ({
    name: item.name,
    blob: async () => {
      const bytes = await fetchFile(url, {
        as: 'bytes',
        signal: downloads.signal,
        onBytes: (n) => {
          progress.bytesDone += n;
          report();
        },
      });
      progress.filesDone += 1;
      report();
      return bytes;
    },
  }));
  try {
    await write(files.concat(extra), sink, {
      signal,
      readAhead: FETCH_CONCURRENCY,
      // Until every file is here, the download is what the person waits for.
      onProgress: (percent) => {
        if (progress.filesDone === progress.filesTotal) onState({ phase: 'zipping', percent });
      },
    });
  } catch (error) {
    if (error instanceof FileFetchError) return 'retry';
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    downloads.abort();
  }
  return { included: new Set(signed.map((s) => s.item.name)), skipped };
}

/**
 * Fetches every file first (those that fail are left out and named), then writes the archive of those that
 * came, plus the generated entries, which then know every file left out.
 */
export async function fetchThenZip(job: ZipJob): Promise<ZipPassResult> {
  const { items, sink, extraEntries, signal, onState } = job;
  const fetched = await fetchFiles(items, {
    signal,
    onProgress: (progress) => onState({ phase: 'fetching', progress }),
  });
  const { skipped } = fetched;
  if (job.requireFiles && fetched.files.length === 0) return 'none';
  const included = new Set(fetched.files.map((f) => f.name));
  const extra = extraEntries ? await extraEntries(new Set(skipped.map((s) => s.name))) : [];
  const write = await job.writer;
  onState({ phase: 'zipping', percent: 0 });
  // The fetched files are handed over (taken out of `fetched`; writeZip empties its list) so that each can
  // be let go once written.
  await write([...fetched.files.splice(0), ...extra], sink, {
    signal,
    onProgress: (percent) => onState({ phase: 'zipping', percent }),
  });
  return { included, skipped };
}
