// Builds a zip from fetched files and writes it out as it is produced: straight to a file on disk where the
// browser lets the page ask for one (File System Access API), else into one Blob for the usual download.
// Entries are STOREd, not deflated: the portal's files are PDFs and images, already compressed, and
// deflating them again costs time for nothing.
import JSZip from 'jszip';

import type { ZipSink } from './zip-sinks';

export { blobSink, pickDiskSink, type ZipSink } from './zip-sinks';

export interface ZipEntry {
  name: string;
  /**
   * The file, or how to get it (a download): then it is asked for only when the archive comes within
   * `readAhead` files of it, so fetching overlaps writing and the page holds a few files at a time. If
   * that promise rejects, the archive fails with its error.
   */
  blob: Blob | (() => Promise<Blob | Uint8Array>);
}

export interface WriteZipOptions {
  signal?: AbortSignal;
  /** Percentage of the archive written so far (0-100). */
  onProgress?: (percent: number) => void;
  /** Files got ready beyond the one being written (default 1: the next one). */
  readAhead?: number;
}

/**
 * Streams the zip of `entries` into `sink`. Writes never overlap: when the sink asks to wait, the generator
 * is paused until that write is done. Each file is read (or asked for, when it is a load) only when the
 * archive comes within `readAhead` files of it, and let go once written, so what the page holds is a few
 * files, not all of them. `entries` is emptied: the caller hands its files over.
 */
export async function writeZip(entries: ZipEntry[], sink: ZipSink, options: WriteZipOptions = {}) {
  const { signal, onProgress, readAhead = 1 } = options;
  signal?.throwIfAborted();
  const zip = new JSZip();
  const files = lazyFiles(zip, entries.splice(0), Math.max(1, readAhead));
  const stream = zip.generateInternalStream({ type: 'uint8array', streamFiles: true, compression: 'STORE' });
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    // While the sink makes us wait, the generator is paused; chunks it had already started wait here.
    let waiting: Promise<void> | null = null;
    const queue: Uint8Array[] = [];
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stream.pause();
      queue.length = 0;
      signal?.removeEventListener('abort', onAbort);
      void sink.abort().finally(() => reject(error));
    };
    const onAbort = () => fail(signal?.reason ?? new DOMException('Cancelado', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const drain = async (first: Promise<void>) => {
      await first;
      while (queue.length && !failed) await sink.write(queue.shift()!);
      waiting = null;
      if (!failed) stream.resume();
    };
    stream
      .on('data', (chunk, meta) => {
        if (failed) return;
        files.reached(meta.currentFile);
        onProgress?.(meta.percent);
        if (waiting) {
          queue.push(chunk);
          return;
        }
        try {
          const wait = sink.write(chunk);
          if (!wait) return;
          stream.pause();
          waiting = drain(wait);
          waiting.catch(fail);
        } catch (error) {
          fail(error);
        }
      })
      .on('error', fail)
      .on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        void (async () => {
          while (waiting) await waiting;
          if (failed) return;
          await sink.close();
          onProgress?.(100);
          resolve();
        })().catch(fail);
      });
    stream.resume();
  });
}

/**
 * Adds `entries` to `zip` with contents that are handed to JSZip (or asked for, when they are a load) only
 * when the archive comes within `readAhead` files of them (JSZip would otherwise read every file at once
 * when it starts), and dropped from the zip once written (JSZip would otherwise keep every file until the
 * end). A repeated name keeps its last file, in the place of its first (as zip.file() would).
 */
function lazyFiles(zip: JSZip, entries: ZipEntry[], readAhead: number) {
  const byName = new Map<string, ZipEntry['blob']>();
  for (const entry of entries) byName.set(entry.name, entry.blob);
  entries.length = 0;
  const gates = [...byName].map(([name, blob]) => {
    let resolve!: (blob: Blob | Uint8Array | Promise<Blob | Uint8Array>) => void;
    zip.file(name, new Promise<Blob | Uint8Array>((r) => (resolve = r)), { binary: true });
    return { name, blob: blob as ZipEntry['blob'] | null, resolve };
  });
  const indexOf = new Map(gates.map((gate, i) => [gate.name, i]));
  let opened = -1;
  const openUpTo = (last: number) => {
    while (opened < Math.min(last, gates.length - 1)) {
      opened += 1;
      const gate = gates[opened];
      const blob = gate.blob!;
      gate.resolve(typeof blob === 'function' ? blob() : blob);
      gate.blob = null;
    }
  };
  let current = -1;
  openUpTo(readAhead);
  return {
    /** The archive is writing `name` (a folder's too: JSZip adds them, they are not among ours). */
    reached(name: string | null | undefined) {
      const index = name == null ? undefined : indexOf.get(name);
      if (index === undefined || index === current) return;
      if (current >= 0) zip.remove(gates[current].name);
      current = index;
      openUpTo(index + readAhead);
    },
  };
}
