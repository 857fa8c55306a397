// The check a picked file passes before it may be uploaded: its type is read from its first bytes (a
// renamed .txt is not a PDF), its size and type are held to the bucket's limits (BUCKETS) and to the
// field's accept list. Returns the Spanish reason for a refusal, or null.
import { BUCKETS, type BucketId } from './buckets';
import { fileErrors } from './file-errors';

/** How many leading bytes decide the type (a PDF may carry a little junk before its header). */
const HEAD_BYTES = 1024;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The text at the start of the file, without a UTF-8 byte-order mark or leading white space. */
function leadingText(bytes: Uint8Array): string {
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  return new TextDecoder('utf-8', { fatal: false }).decode(body).trimStart();
}

const isXmlText = (text: string) => /^<(\?xml[\s?]|!--|[A-Za-z_][\w.:-]*[\s/>])/.test(text);

/** The MIME type the content shows, or null when it is none the portal takes. */
export function sniffType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  const text = leadingText(bytes);
  if (text.includes('%PDF-')) return 'application/pdf';
  if (isXmlText(text)) return /<svg[\s>]/.test(text) ? 'image/svg+xml' : 'application/xml';
  return null;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/xml': 'XML',
  'text/xml': 'XML',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
};

/** 'PDF', 'PNG, JPEG o WebP'. */
export function typeNames(types: readonly string[]): string {
  const names = [...new Set(types.map((t) => TYPE_NAMES[t] ?? t))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : (names[0] ?? '');
}

/** XML is one content whatever of its two MIME names the bucket or the field lists. */
const sameType = (a: string, b: string) => a === b || (a.endsWith('/xml') && b.endsWith('/xml'));

export interface FileRule {
  /** The bucket the file goes to: its size limit and types. */
  bucket?: BucketId;
  /** The picker's accept list ('application/pdf,.pdf'): its MIME types narrow the bucket's. */
  accept?: string;
}

/** The MIME types a file may have under the rule (empty: any). */
export function allowedTypes({ bucket, accept }: FileRule): string[] {
  const listed = (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.includes('/'));
  const bucketTypes: readonly string[] = bucket ? BUCKETS[bucket].types : [];
  if (!listed.length) return [...bucketTypes];
  if (!bucketTypes.length) return listed;
  return listed.filter((t) => bucketTypes.some((b) => sameType(t, b)));
}

/** The Spanish reason the file may not be uploaded under the rule, or null when it may. */
export async function checkFile(file: File, rule: FileRule): Promise<string | null> {
  if (file.size === 0) return fileErrors.empty;
  const maxBytes = rule.bucket ? BUCKETS[rule.bucket].maxBytes : Infinity;
  if (file.size > maxBytes) return fileErrors.tooLarge(maxBytes);
  const types = allowedTypes(rule);
  if (!types.length) return null;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const found = sniffType(head);
  return found && types.some((t) => sameType(t, found)) ? null : fileErrors.wrongContent(typeNames(types));
}
