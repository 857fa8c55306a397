// Builds a zip from fetched files and writes it out as it is produced: straight to a file on disk where the
// browser lets the page ask for one (File System Access API), else into one Blob for the usual download.
// Entries are STOREd, not deflated: the portal's files are PDFs and images, already compressed, and
// deflating them again costs time for nothing.
import JSZip from 'jszip';

export interface ZipEntry {
  name: string;
  blob: Blob;
}

/** Where the archive's bytes go, chunk by chunk. */
export interface ZipSink {
  write: (chunk: Uint8Array) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
}

type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{ createWritable: () => Promise<WritableStream<Uint8Array> & { close(): Promise<void> }> }>;

/**
 * Asks the person where to save `fileName` and returns a sink that writes there, or null where the browser
 * has no save picker (Firefox, Safari, phones) or is driven by automation (a picker would wait for a person
 * nobody is). Call it first thing in the click handler: the picker needs the click's user activation.
 * Rejects with an AbortError when the person closes the picker.
 */
export async function pickDiskSink(fileName: string): Promise<ZipSink | null> {
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (!picker || navigator.webdriver) return null;
  const handle = await picker({
    suggestedName: fileName,
    types: [{ description: 'Archivo ZIP', accept: { 'application/zip': ['.zip'] } }],
  });
  const stream = await handle.createWritable();
  const writer = stream.getWriter();
  return {
    write: (chunk) => writer.write(chunk),
    close: () => writer.close(),
    abort: () => writer.abort(),
  };
}

/** A sink that keeps the chunks and hands them over as one Blob at the end. */
export function blobSink(): ZipSink & { blob: () => Blob } {
  let chunks: Uint8Array[] = [];
  return {
    write: async (chunk) => {
      chunks.push(chunk);
    },
    close: async () => undefined,
    abort: async () => {
      chunks = [];
    },
    blob: () => new Blob(chunks as BlobPart[], { type: 'application/zip' }),
  };
}

export interface WriteZipOptions {
  signal?: AbortSignal;
  /** Percentage of the archive written so far (0-100). */
  onProgress?: (percent: number) => void;
}

/**
 * Streams the zip of `entries` into `sink`. Writes never overlap (each waits for the previous one) and the
 * generator is paused while any is pending, so what waits in memory is at most the chunks JSZip emitted
 * before the pause took effect.
 */
export async function writeZip(entries: ZipEntry[], sink: ZipSink, options: WriteZipOptions = {}) {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.name, entry.blob, { binary: true });
  const stream = zip.generateInternalStream({ type: 'uint8array', streamFiles: true, compression: 'STORE' });
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    let pending = 0;
    let writing: Promise<void> = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stream.pause();
      signal?.removeEventListener('abort', onAbort);
      void sink.abort().finally(() => reject(error));
    };
    const onAbort = () => fail(signal?.reason ?? new DOMException('Cancelado', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
    stream
      .on('data', (chunk, meta) => {
        stream.pause();
        pending += 1;
        writing = writing.then(async () => {
          if (failed) return;
          await sink.write(chunk);
          onProgress?.(meta.percent);
          pending -= 1;
          if (pending === 0 && !failed) stream.resume();
        });
        writing.catch(fail);
      })
      .on('error', fail)
      .on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        writing
          .then(async () => {
            if (failed) return;
            await sink.close();
            onProgress?.(100);
            resolve();
          })
          .catch(fail);
      });
    stream.resume();
  });
}
