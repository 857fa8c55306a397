// Small node:http helpers shared by every route: body reading, header access, responses.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { ApiError } from './errors';

export type Headers = Record<string, string>;

export const JSON_TYPE = 'application/json; charset=utf-8';

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

export async function readBody(req: IncomingMessage, limit = 50 * 1024 * 1024): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

export function readBodyBytes(req: IncomingMessage, limit = 50 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new ApiError(413, 'PGRST413', 'Payload too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, headers: Headers, body?: string | Buffer): void {
  if (res.headersSent || res.destroyed) return;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.statusCode = status;
  res.end(body);
}

export function sendError(res: ServerResponse, err: ApiError, head = false): void {
  send(
    res,
    err.status,
    { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${err.code}`, ...err.headers },
    head ? undefined : err.body(),
  );
}

/** Lowercased request headers as one JSON object, the way PostgREST sets `request.headers`. */
export function headersJson(req: IncomingMessage): string {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie') out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return JSON.stringify(out);
}

export function cookiesJson(req: IncomingMessage): string {
  const out: Record<string, string> = {};
  for (const part of (header(req, 'cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return JSON.stringify(out);
}
