// Bulk download for the REPSE zip: one createSignedUrls call per bucket, then a GET per file, a few at a
// time (one after the other wastes each round trip; all at once would hold every body in flight). A file
// that cannot be signed or fetched is skipped (with a console warning, as the spec asks) instead of
// failing all. The files come back in the order they were asked for, whatever order they arrive in.
import { supabase } from '@/lib/supabase';

import { concatBytes } from './concat-bytes';
import { storageErrorText } from './file-errors';
import { parseFileReference, type FileReference } from './file-reference';
import { SIGNED_URL_SECONDS } from './get-file-url';
import { runPool } from './run-pool';

export interface FileToFetch {
  reference: string | null | undefined;
  /** Where the file goes in the zip (the caller decides folders and names). */
  name: string;
}

export interface FetchedFile {
  name: string;
  blob: Blob;
}

export interface FetchFilesResult {
  files: FetchedFile[];
  skipped: { name: string; reason: string }[];
}

/** Where a bulk fetch is: files finished (fetched or skipped) and bytes received so far. */
export interface FetchProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
}

export interface FetchFilesOptions {
  /** Aborts the signing and every GET; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  /** GETs in flight at once (default FETCH_CONCURRENCY). */
  concurrency?: number;
}

/** Enough to overlap the round trips of small files; few enough not to crowd a phone's connection. */
export const FETCH_CONCURRENCY = 4;

/** A file whose GET failed (after its one retry), with the Spanish reason. */
export class FileFetchError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FileFetchError';
  }
}

/** How a fetched file is kept: a Blob (in the browser's blob storage) or its bytes (in the page). */
type BodyAs = 'blob' | 'bytes';

/**
 * One file from its signed URL or link, each chunk's size reported as it arrives: a Blob, or with
 * `as: 'bytes'` its bytes (for a file about to be zipped: a Blob would be copied out of the page and read
 * back in). Rejects with a FileFetchError (its reason in Spanish) when the server refuses it or the network
 * fails twice, and with the AbortError when cancelled.
 */
export async function fetchFile(
  url: string,
  options?: { signal?: AbortSignal; onBytes?: (n: number) => void; as?: 'blob' },
): Promise<Blob>;
export async function fetchFile(
  url: string,
  options: { signal?: AbortSignal; onBytes?: (n: number) => void; as: 'bytes' },
): Promise<Uint8Array>;
export async function fetchFile(
  url: string,
  { signal, onBytes, as = 'blob' }: { signal?: AbortSignal; onBytes?: (n: number) => void; as?: BodyAs } = {},
): Promise<Blob | Uint8Array> {
  try {
    const res = await fetchOnce(url, signal);
    if (!res.ok) throw new FileFetchError(storageErrorText({ status: res.status }));
    return await readBody(res, as, (n) => onBytes?.(n));
  } catch (error) {
    if (signal?.aborted || error instanceof FileFetchError) throw error;
    throw new FileFetchError(storageErrorText(error));
  }
}

export async function fetchFiles(
  items: FileToFetch[],
  { signal, onProgress, concurrency = FETCH_CONCURRENCY }: FetchFilesOptions = {},
): Promise<FetchFilesResult> {
  const { signed, skipped } = await signFiles(items, signal);
  const progress: FetchProgress = { filesDone: 0, filesTotal: items.length, bytesDone: 0 };
  const report = () => onProgress?.({ ...progress });
  progress.filesDone = items.length - signed.length;
  report();
  const blobs: (Blob | undefined)[] = new Array(signed.length);
  // Failures are listed in the order of the items, not in the order the parallel GETs ended.
  const failed: (string | undefined)[] = new Array(signed.length);
  const fetchOne = async (index: number) => {
    try {
      blobs[index] = await fetchFile(signed[index].url, {
        signal,
        onBytes: (n) => {
          progress.bytesDone += n;
          report();
        },
      });
    } catch (error) {
      if (!(error instanceof FileFetchError)) throw error;
      failed[index] = error.reason;
    }
    progress.filesDone += 1;
    report();
  };
  await runPool(signed.length, Math.max(1, concurrency), fetchOne, signal);
  signed.forEach(({ item }, i) => failed[i] !== undefined && warnSkipped(skipped, item.name, failed[i]));
  const files = signed.flatMap(({ item }, i) => (blobs[i] ? [{ name: item.name, blob: blobs[i] }] : []));
  return { files, skipped };
}

/** Adds a skipped file to the list, with the console warning the spec asks for. */
export function warnSkipped(skipped: FetchFilesResult['skipped'], name: string, reason: string) {
  console.warn(`Archivo omitido en la descarga: ${name} (${reason})`);
  skipped.push({ name, reason });
}

export interface SignedFiles {
  /** The items that can be fetched, in the order given, with their URL. */
  signed: { item: FileToFetch; url: string }[];
  /** The items that cannot (a bad reference, a refused signature), already warned about. */
  skipped: FetchFilesResult['skipped'];
}

/**
 * Signed URLs (one createSignedUrls per bucket) and external links, in the order of the items; what cannot
 * be signed is skipped.
 */
export async function signFiles(items: FileToFetch[], signal?: AbortSignal): Promise<SignedFiles> {
  const skipped: FetchFilesResult['skipped'] = [];
  const urls = await signAll(items, (name, reason) => warnSkipped(skipped, name, reason), signal);
  const signed = items.flatMap((item) => {
    const url = urls.get(item);
    return url === undefined ? [] : [{ item, url }];
  });
  return { signed, skipped };
}

/** Signed URLs (one createSignedUrls per bucket) and external links; what cannot be signed is skipped. */
async function signAll(
  items: FileToFetch[],
  skip: (name: string, reason: string) => void,
  signal?: AbortSignal,
): Promise<Map<FileToFetch, string>> {
  const urls = new Map<FileToFetch, string>();
  const byBucket = new Map<string, { item: FileToFetch; key: string }[]>();
  for (const item of items) {
    let ref: FileReference;
    try {
      ref = parseFileReference(item.reference);
    } catch (error) {
      skip(item.name, storageErrorText(error));
      continue;
    }
    if (ref.kind === 'external') urls.set(item, ref.url);
    else byBucket.set(ref.bucket, [...(byBucket.get(ref.bucket) ?? []), { item, key: ref.key }]);
  }
  for (const [bucket, entries] of byBucket) {
    signal?.throwIfAborted();
    const { data, error } = await supabase.storage.from(bucket).createSignedUrls(
      entries.map((e) => e.key),
      SIGNED_URL_SECONDS,
    );
    entries.forEach((entry, i) => {
      const signed = data?.[i]?.signedUrl;
      if (signed) urls.set(entry.item, signed);
      else skip(entry.item.name, storageErrorText(error ?? { status: 404 }));
    });
  }
  return urls;
}

/** The body as a Blob or as bytes, reporting each chunk's size as it arrives (blob() says nothing until the end). */
async function readBody(res: Response, as: BodyAs, onBytes: (n: number) => void): Promise<Blob | Uint8Array> {
  const type = res.headers.get('content-type') ?? '';
  if (!res.body) {
    const buffer = await res.arrayBuffer();
    onBytes(buffer.byteLength);
    return as === 'bytes' ? new Uint8Array(buffer) : new Blob([buffer], { type });
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    onBytes(value.byteLength);
  }
  return as === 'blob' ? new Blob(chunks as BlobPart[], { type }) : concatBytes(chunks, length);
}

/** A GET that failed at the network level (a dropped mobile connection) is tried once more before skipping. */
async function fetchOnce(url: string, signal?: AbortSignal): Promise<Response> {
  // no-store: a copy cached when the same signed URL was opened in a tab has no CORS headers unless the
  // server varies on Origin, and fetch() would then fail on it.
  const init: RequestInit = { cache: 'no-store', signal };
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError) || signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return fetch(url, init);
  }
}
