// Bulk download for the REPSE zip: one createSignedUrls call per bucket, then a GET per file. A file that
// cannot be signed or fetched is skipped (with a console warning, as the spec asks) instead of failing all.
import { supabase } from '@/lib/supabase';

import { storageErrorText } from './file-errors';
import { parseFileReference, type FileReference } from './file-reference';
import { SIGNED_URL_SECONDS } from './get-file-url';

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

export async function fetchFiles(items: FileToFetch[]): Promise<FetchFilesResult> {
  const result: FetchFilesResult = { files: [], skipped: [] };
  const skip = (name: string, reason: string) => {
    console.warn(`Archivo omitido en la descarga: ${name} (${reason})`);
    result.skipped.push({ name, reason });
  };
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
  for (const item of items) {
    const url = urls.get(item);
    if (!url) continue;
    try {
      const res = await fetchOnce(url);
      if (!res.ok) skip(item.name, storageErrorText({ status: res.status }));
      else result.files.push({ name: item.name, blob: await res.blob() });
    } catch (error) {
      skip(item.name, storageErrorText(error));
    }
  }
  return result;
}

/** A GET that failed at the network level (a dropped mobile connection) is tried once more before skipping. */
async function fetchOnce(url: string): Promise<Response> {
  // no-store: a copy cached when the same signed URL was opened in a tab has no CORS headers unless the
  // server varies on Origin, and fetch() would then fail on it.
  const init: RequestInit = { cache: 'no-store' };
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return fetch(url, init);
  }
}
