// Admin upload into a bucket folder (`<company_id>` or `global`). The file is checked here first (name,
// type, size: the same rules the Storage API enforces) so the message is immediate, and the API's own
// refusal is mapped to the same Spanish texts. Nothing is overwritten unless `upsert` is asked for.
import { supabase } from '@/lib/supabase';

import { BUCKETS, type BucketId } from './buckets';
import { FileError, fileErrors, storageErrorText } from './file-errors';
import { isValidObjectKey, storageReference } from './file-reference';

export interface UploadFileInput {
  bucket: BucketId;
  /** `<company_id>` or `global` (optionally with subfolders). */
  folder: string;
  file: File;
  /** File name in Storage; defaults to the file's own name. */
  name?: string;
  upsert?: boolean;
}

const typeOf = (file: File) => file.type.split(';')[0].trim().toLowerCase();

/** Returns the reference to store in the row (`storage://<bucket>/<key>`). */
export async function uploadFile(input: UploadFileInput): Promise<string> {
  const { maxBytes, types } = BUCKETS[input.bucket];
  const name = (input.name ?? input.file.name).normalize('NFC');
  const key = `${input.folder}/${name}`;
  if (name.includes('/') || !isValidObjectKey(key)) throw new FileError(fileErrors.invalidName);
  if (!(types as readonly string[]).includes(typeOf(input.file))) throw new FileError(fileErrors.invalidType);
  if (input.file.size > maxBytes) throw new FileError(fileErrors.tooLarge(maxBytes));
  let error: unknown;
  try {
    ({ error } = await supabase.storage.from(input.bucket).upload(key, input.file, {
      contentType: typeOf(input.file),
      upsert: input.upsert ?? false,
    }));
  } catch (thrown) {
    error = thrown;
  }
  if (error) throw new FileError(storageErrorText(error, { maxBytes, upload: true }));
  return storageReference(input.bucket, key);
}
