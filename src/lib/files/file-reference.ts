// What a file column holds: `storage://<bucket>/<key>` (a file in the portal's Storage; keys are
// `<company_id>/<file>` or `global/<file>`) or an external `https://` link (dashboards). Anything else is
// refused before it can reach an href or src.
import { isBucketId, type BucketId } from './buckets';
import { FileError, fileErrors } from './file-errors';

export const STORAGE_SCHEME = 'storage://';

export type FileReference =
  { kind: 'storage'; bucket: BucketId; key: string } | { kind: 'external'; url: string };

// Same rule as the Storage API's key check: clean relative path, letters of any script, digits and a few
// punctuation marks; no `..`, no empty segment, no backslash or control characters.
const KEY_CHARS = /^[\p{L}\p{N}\p{M}/!\-.*'() &$@=;:+,_]+$/u;

export function isValidObjectKey(key: string): boolean {
  if (key === '' || key.length > 1024 || !KEY_CHARS.test(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.trim() === part);
}

export function parseFileReference(value: string | null | undefined): FileReference {
  const ref = (value ?? '').trim();
  if (ref === '') throw new FileError(fileErrors.missing);
  if (ref.startsWith(STORAGE_SCHEME)) {
    const rest = ref.slice(STORAGE_SCHEME.length);
    const slash = rest.indexOf('/');
    const bucket = slash > 0 ? rest.slice(0, slash) : '';
    const key = rest.slice(slash + 1);
    if (!isBucketId(bucket) || !isValidObjectKey(key)) throw new FileError(fileErrors.invalidLink);
    return { kind: 'storage', bucket, key };
  }
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    throw new FileError(fileErrors.invalidLink);
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '')
    throw new FileError(fileErrors.invalidLink);
  return { kind: 'external', url: url.href };
}

export const storageReference = (bucket: BucketId, key: string): string =>
  `${STORAGE_SCHEME}${bucket}/${key}`;
