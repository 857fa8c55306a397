// Where a zip being written goes: a file on disk the person picks (File System Access API, Chromium on
// desktop) or one Blob for the usual download (everywhere else).

import { concatBytes } from './concat-bytes';

/**
 * Gathers a stream's chunks into batches of about `size` bytes: `add` hands a full batch to `emit` (and
 * passes on what it returns), `flush` hands over what is gathered, `clear` drops it.
 */
export function batcher<R>(size: number, emit: (chunks: Uint8Array[], length: number) => R) {
  let chunks: Uint8Array[] = [];
  let length = 0;
  const flush = (): R | undefined => {
    if (length === 0) return undefined;
    const batch = chunks;
    const total = length;
    chunks = [];
    length = 0;
    return emit(batch, total);
  };
  return {
    add: (chunk: Uint8Array) => {
      chunks.push(chunk);
      length += chunk.byteLength;
      return length >= size ? flush() : undefined;
    },
    flush,
    clear: () => {
      chunks = [];
      length = 0;
    },
  };
}

/**
 * Where the archive's bytes go, chunk by chunk. `write` returns nothing when it took the chunk and can take
 * more at once, or a promise when the producer must wait for it (back-pressure) before the next chunk.
 */
export interface ZipSink {
  write: (chunk: Uint8Array) => Promise<void> | void;
  close: () => Promise<void>;
  abort: () => Promise<void>;
  /** Drops what was written so far (after an abort too), to write the archive again from its start. */
  reset: () => Promise<void>;
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
  let writer = (await handle.createWritable()).getWriter();
  // Each write to the file is a round trip to the browser: JSZip's 16 KiB chunks go in batches of ~1 MB.
  const batches = batcher(DISK_BATCH_BYTES, (chunks, length) => writer.write(concatBytes(chunks, length)));
  return {
    write: batches.add,
    close: async () => {
      await batches.flush();
      await writer.close();
    },
    abort: () => writer.abort(),
    reset: async () => {
      await writer.abort().catch(() => undefined);
      batches.clear();
      // A new writable of the same file starts empty; the picker's permission still holds.
      writer = (await handle.createWritable()).getWriter();
    },
  };
}

const DISK_BATCH_BYTES = 1024 * 1024;

/** Chunks are gathered into one Blob part of about this size: few parts, and little held in the page. */
const BLOB_PART_BYTES = 8 * 1024 * 1024;

/**
 * A sink that hands the archive over as one Blob at the end. JSZip's chunks are views into whole input
 * files, so they are copied into a Blob part every few MB and let go: the page then holds a few MB of
 * chunks at a time, and the Blob parts live in the browser's blob storage.
 */
export function blobSink(): ZipSink & { blob: () => Blob } {
  let parts: Blob[] = [];
  const batches = batcher(BLOB_PART_BYTES, (chunks) => void parts.push(new Blob(chunks as BlobPart[])));
  const drop = async () => {
    parts = [];
    batches.clear();
  };
  return {
    write: (chunk) => void batches.add(chunk),
    close: async () => batches.flush(),
    abort: drop,
    reset: drop,
    blob: () => {
      batches.flush();
      return new Blob(parts, { type: 'application/zip' });
    },
  };
}
