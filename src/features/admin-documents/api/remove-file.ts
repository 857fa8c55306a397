// Removes a document's Storage object. External links and malformed references have no object to remove.
import { parseFileReference } from '@/lib/files/file-reference';
import { supabase } from '@/lib/supabase';

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
