// PostgREST over fetch: the two ways the functions reach Supabase. `adminData` sends the calling person's
// own Firebase ID token (RLS, the guards and the audit trail apply to them, as in the browser);
// `serviceData` sends the service-role key (RLS bypassed), kept for what no caller may do for themselves,
// with the `x-portal-actor` header naming the person it acts for (the audit trail records the service
// acting for them).
// supabase-js is not used here: it needs WebSocket at import time, which Node 20 has only behind a flag.

export interface RestConfig {
  url: string;
  anonKey: string;
}

/** A PostgREST error: `code` is Postgres's SQLSTATE (23505, 23503, 42501...) or PostgREST's (PGRST116). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null,
  ) {
    super(message);
  }
}

export interface Rest {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** The header the audit trail reads, for the service role only, to name the person a write was for. */
export const ACTOR_HEADER = 'x-portal-actor';

export function restClient(
  config: RestConfig,
  bearer: string,
  apikey = config.anonKey,
  extraHeaders: Record<string, string> = {},
): Rest {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${config.url.replace(/\/$/, '')}/rest/v1/${path}`, {
      method,
      headers: {
        apikey,
        Authorization: `Bearer ${bearer}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) {
      const e = (json ?? {}) as { code?: string; message?: string; details?: string | null };
      throw new RestError(res.status, e.code ?? String(res.status), e.message ?? text, e.details ?? null);
    }
    return json as T;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path) => call('DELETE', path),
  };
}

/** A value inside a PostgREST filter, quoted so commas, dots and parentheses stay part of it. */
export const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
