// Pictures for <img src>: the photos bucket is public, so its URL needs no signing and can be built while
// rendering a list. Any other reference (private buckets, bad schemes) yields null: show the fallback.
import { supabase } from '@/lib/supabase';

import { parseFileReference } from './file-reference';

export function getPhotoUrl(reference: string | null | undefined): string | null {
  try {
    const ref = parseFileReference(reference);
    if (ref.kind === 'external') return ref.url;
    if (ref.bucket !== 'photos') return null;
    return supabase.storage.from(ref.bucket).getPublicUrl(ref.key).data.publicUrl;
  } catch {
    return null;
  }
}
