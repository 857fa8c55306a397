// Object keys and bucket names: what Storage accepts. Keys are only ever database values (files on disk
// are named by version uuid), but a key must still be a clean relative path: no traversal segments, no
// leading or doubled slash, no backslash, no control characters, and only characters that survive URLs.
import { errors } from './errors';

const MAX_KEY_BYTES = 1024;
// Letters, digits and marks of any script, plus the punctuation Supabase's isValidKey allows minus the
// characters that change a URL's meaning (`?`, `#`, `%`).
const KEY_CHARS = /^[\p{L}\p{N}\p{M}/!\-.*'() &$@=;:+,_]+$/u;
const BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

export function isValidKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  if (!KEY_CHARS.test(key)) return false;
  const parts = key.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..' && p.trim() === p);
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw errors.invalidKey(key);
  return key;
}

export function assertBucketName(name: unknown): string {
  if (typeof name !== 'string' || !BUCKET_NAME.test(name)) throw errors.invalidBucketName(String(name));
  return name;
}

/** Decodes URL path segments one by one (so `%2F` cannot smuggle a separator past the split). */
export function decodeSegments(segments: string[]): string[] {
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    throw errors.invalidKey(segments.join('/'));
  }
  // Postgres text cannot hold NUL: refuse it here rather than fail in the database.
  if (decoded.some((s) => s.includes('\0'))) throw errors.invalidKey(segments.join('/'));
  return decoded;
}

/**
 * `20mb`, `512KB`, `1GB` or a plain byte count, in decimal units as Supabase Storage reads them
 * (parseFileSizeToBytes: 20mb = 20,000,000 bytes, three significant digits).
 */
export function parseSize(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(text);
  if (!m) throw errors.invalidRequest(`Invalid file size limit: ${String(value)}`);
  const unit = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[m[2].toLowerCase() as 'b'];
  return Math.round(Number(parseFloat(m[1]).toPrecision(3)) * unit);
}

/** Whether `type` is allowed by a bucket's list (exact types or `image/*` wildcards; null = anything). */
export function mimeAllowed(allowed: string[] | null, type: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = type.split(';')[0].trim().toLowerCase();
  return allowed.some((a) => {
    const rule = a.trim().toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}
