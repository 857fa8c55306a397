// Removes a row's Storage object (after the row is gone). External links and malformed references have no object to remove.
import { supabase } from '@/lib/supabase';

import { parseFileReference } from './file-reference';

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
