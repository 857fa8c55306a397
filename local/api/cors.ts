// CORS for a browser app on another origin (reference §4): preflight and headers on every response.
import type { IncomingMessage, ServerResponse } from 'node:http';

const BASE_ALLOWED =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, x-retry-count, traceparent, tracestate, baggage, x-upsert, cache-control';
const EXPOSED =
  'Content-Range, Content-Location, Content-Type, Location, Range-Unit, Content-Profile, Preference-Applied, Proxy-Status, Content-Length, Content-Disposition, ETag';

/** Adds the CORS headers that every response carries when the request has an Origin. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  // On every response, with or without Origin: a browser may cache a response to a navigation (no Origin,
  // so no CORS headers) and must not serve it to a later fetch() of the same URL, e.g. a signed file URL
  // opened in a tab and then fetched for a zip.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
}

/** Answers a preflight; returns true when the request was one. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD');
  res.setHeader('Access-Control-Allow-Headers', requested ? `${BASE_ALLOWED}, ${requested}` : BASE_ALLOWED);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.statusCode = 200;
  res.end();
  return true;
}
