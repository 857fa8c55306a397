// Turns a stored file reference into something the browser can open: a signed URL valid for 60 seconds,
// made at the moment of the click (so a leaked link dies quickly), or the checked https link.
import { supabase } from '@/lib/supabase';

import { FileError, storageErrorText } from './file-errors';
import { parseFileReference } from './file-reference';

export const SIGNED_URL_SECONDS = 60;

export interface FileUrlOptions {
  /** Ask the browser to save instead of display (true, or the file name to save as). */
  download?: boolean | string;
  /** Lifetime in seconds (default SIGNED_URL_SECONDS); longer only for media embedded in the page. */
  expiresIn?: number;
}

export async function getFileUrl(
  reference: string | null | undefined,
  opts: FileUrlOptions = {},
): Promise<string> {
  const ref = parseFileReference(reference);
  if (ref.kind === 'external') return ref.url;
  let result: Awaited<ReturnType<ReturnType<typeof supabase.storage.from>['createSignedUrl']>>;
  try {
    result = await supabase.storage
      .from(ref.bucket)
      .createSignedUrl(
        ref.key,
        opts.expiresIn ?? SIGNED_URL_SECONDS,
        opts.download ? { download: opts.download } : undefined,
      );
  } catch (error) {
    throw new FileError(storageErrorText(error));
  }
  if (result.error || !result.data?.signedUrl) throw new FileError(storageErrorText(result.error));
  return result.data.signedUrl;
}
