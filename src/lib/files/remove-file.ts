// Removes rows' Storage objects (after the rows are gone). External links and malformed references have no
// object to remove.
import { supabase } from '@/lib/supabase';

import { parseFileReference } from './file-reference';

/** Supabase Storage deletes at most 1,000 objects per request. */
const REMOVE_BATCH = 1000;

export async function removeFile(reference: string): Promise<void> {
  let ref;
  try {
    ref = parseFileReference(reference);
  } catch {
    return;
  }
  if (ref.kind !== 'storage') return;
  const { error } = await supabase.storage.from(ref.bucket).remove([ref.key]);
  if (error) throw error;
}

/**
 * Removes many objects with one request per bucket and thousand keys, instead of one per file (a company
 * holds thousands). Resolves with how many objects could not be removed; never rejects.
 */
export async function removeFiles(references: string[]): Promise<number> {
  const byBucket = new Map<string, string[]>();
  for (const reference of references) {
    let ref;
    try {
      ref = parseFileReference(reference);
    } catch {
      continue;
    }
    if (ref.kind !== 'storage') continue;
    byBucket.set(ref.bucket, [...(byBucket.get(ref.bucket) ?? []), ref.key]);
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
