// CORS for a browser app on another origin (reference §4), answered only for the origins the gateway is
// given: reflecting any Origin would let every web page a developer opens call the local API with the
// keys it prints. Requests without Origin (Node, curl) are not affected.
import type { IncomingMessage, ServerResponse } from 'node:http';

const BASE_ALLOWED =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, x-retry-count, traceparent, tracestate, baggage, x-upsert, cache-control';
const EXPOSED =
  'Content-Range, Content-Location, Content-Type, Location, Range-Unit, Content-Profile, Preference-Applied, Proxy-Status, Content-Length, Content-Disposition, ETag';

/**
 * Whether `origin` is allowed. Entries are exact origins (`http://localhost:5173`), `*` (any origin, an
 * explicit opt-in), or a loopback origin with any port (`http://127.0.0.1:*`) for test stacks whose app
 * port is chosen after the API starts.
 */
export function originAllowed(allowed: readonly string[], origin: string): boolean {
  return allowed.some((a) => {
    if (a === '*' || a === origin) return true;
    if (!a.endsWith(':*')) return false;
    const m = /^(https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])):\d+$/.exec(origin);
    return m !== null && `${m[1]}:*` === a;
  });
}

/** Adds the CORS headers that every response carries when the request has an allowed Origin. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  // On every response, with or without Origin: a browser may cache a response to a navigation (no Origin,
  // so no CORS headers) and must not serve it to a later fetch() of the same URL, e.g. a signed file URL
  // opened in a tab and then fetched for a zip.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !originAllowed(allowed, origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
}

/**
 * Answers a preflight; returns true when the request was one. A preflight from an origin that is not
 * allowed gets 200 without any Access-Control-Allow-* header, so the browser refuses the real request.
 */
export function handlePreflight(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: readonly string[],
): boolean {
  if (req.method !== 'OPTIONS') return false;
  const origin = req.headers.origin;
  if (origin && originAllowed(allowed, origin)) {
    const requested = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD');
    res.setHeader('Access-Control-Allow-Headers', requested ? `${BASE_ALLOWED}, ${requested}` : BASE_ALLOWED);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.statusCode = 200;
  res.end();
  return true;
}
