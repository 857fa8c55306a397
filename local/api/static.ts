// Read-only static files under URL prefixes (demo documents until Storage exists).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

import { ApiError } from './errors';
import { sendError } from './http';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
};

const notFound = () => new ApiError(404, 'NotFound', 'Object not found');

/** Serves `rest` (the path after the prefix) from `dir`; never outside it. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  rest: string,
): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head)
    return sendError(res, new ApiError(405, 'MethodNotAllowed', 'Method not allowed'), head);
  let rel: string;
  try {
    rel = decodeURIComponent(rest);
  } catch {
    return sendError(res, notFound(), head);
  }
  const root = resolve(dir);
  const file = resolve(root, `.${sep}${rel}`);
  if (rel.includes('\0') || (file !== root && !file.startsWith(root + sep)))
    return sendError(res, notFound(), head);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return sendError(res, notFound(), head);
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('Cache-Control', 'no-cache');
  if (head) return void res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
