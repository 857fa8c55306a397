// Request bodies: JSON for the API calls, and uploads either raw (content-type = the file's type) or
// multipart form data as storage-js sends Blobs/Files (fields cacheControl, metadata, then the file).
import type { IncomingMessage } from 'node:http';

import { header } from '../http';
import { errors } from './errors';

/** Collects at most `max` bytes; beyond that the rest is drained (so the client still reads our 413). */
function collect(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await collect(req, 1024 * 1024);
  if (raw === null) throw errors.tooLarge();
  if (raw.length === 0) return {};
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Body must be a JSON object');
}

export interface Upload {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const MULTIPART_SLACK = 64 * 1024;

/** Reads an upload of at most `limit` bytes (413 beyond), in either encoding. */
export async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const type = header(req, 'content-type') ?? 'application/octet-stream';
  const multipart = /^multipart\/form-data/i.test(type);
  const declared = Number(header(req, 'content-length') ?? NaN);
  const raw = await collect(req, multipart ? limit + MULTIPART_SLACK : limit);
  if (raw === null || (!multipart && declared > limit)) throw errors.tooLarge();
  if (!multipart) {
    return {
      bytes: raw,
      contentType: type,
      cacheControl: header(req, 'cache-control') ?? 'no-cache',
      userMetadata: decodeMetadata(header(req, 'x-metadata'), true),
    };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  } catch {
    throw errors.invalidRequest('Malformed multipart body');
  }
  let file: File | undefined;
  form.forEach((value) => {
    if (!file && typeof value !== 'string') file = value;
  });
  if (!file) throw errors.invalidRequest('No file in the multipart body');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > limit) throw errors.tooLarge();
  const cache = form.get('cacheControl');
  return {
    bytes,
    contentType: file.type || 'application/octet-stream',
    cacheControl:
      typeof cache === 'string' && cache !== ''
        ? /^\d+$/.test(cache)
          ? `max-age=${cache}`
          : cache
        : 'no-cache',
    userMetadata: decodeMetadata(form.get('metadata'), false),
  };
}

function decodeMetadata(value: unknown, base64: boolean): Record<string, unknown> | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const parsed: unknown = JSON.parse(base64 ? Buffer.from(value, 'base64').toString('utf8') : value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Invalid metadata');
}
