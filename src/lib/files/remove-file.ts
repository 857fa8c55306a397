// Removes rows' Storage objects, always after the rows are gone: a delete cut short in between (a closed
// tab, a lost connection) then leaves an object no row points at, which the storage sweep removes
// (functions/src/maintenance), never a row pointing at nothing. External links and malformed references
// have no object to remove.
import { supabase } from '@/lib/supabase';

import { parseFileReference } from './file-reference';

/** Supabase Storage deletes at most 1,000 objects per request. */
const REMOVE_BATCH = 1000;

/** The object a reference points at; null for external links and malformed references. */
function storageObject(reference: string): { bucket: string; key: string } | null {
  try {
    const ref = parseFileReference(reference);
    return ref.kind === 'storage' ? { bucket: ref.bucket, key: ref.key } : null;
  } catch {
    return null;
  }
}

export async function removeFile(reference: string): Promise<void> {
  const object = storageObject(reference);
  if (!object) return;
  const { error } = await supabase.storage.from(object.bucket).remove([object.key]);
  if (error) throw error;
}

/**
 * The file of a row already deleted: a failure is only logged (the delete did happen, and the sweep
 * removes the leftover object), so it never turns a completed delete into an error. Never rejects.
 */
export async function discardFile(reference: string): Promise<void> {
  await removeFile(reference).catch((cause: unknown) =>
    console.warn('No se pudo eliminar el archivo; la revisión de archivos lo eliminará.', cause),
  );
}

/**
 * Removes many objects with one request per bucket and thousand keys, instead of one per file (a company
 * holds thousands). Resolves with how many objects could not be removed; never rejects.
 */
export async function removeFiles(references: string[]): Promise<number> {
  const byBucket = new Map<string, string[]>();
  for (const object of references.map(storageObject)) {
    if (!object) continue;
    const keys = byBucket.get(object.bucket) ?? [];
    keys.push(object.key);
    byBucket.set(object.bucket, keys);
  }
  const batches = [...byBucket].flatMap(([bucket, keys]) =>
    Array.from({ length: Math.ceil(keys.length / REMOVE_BATCH) }, (_, i) => ({
      bucket,
      keys: keys.slice(i * REMOVE_BATCH, (i + 1) * REMOVE_BATCH),
    })),
  );
  const results = await Promise.all(
    batches.map(async ({ bucket, keys }) => {
      const { error } = await supabase.storage.from(bucket).remove(keys);
      return error ? keys.length : 0;
    }),
  );
  return results.reduce((sum, n) => sum + n, 0);
}
