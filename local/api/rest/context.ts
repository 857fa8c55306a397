// Per-request state shared by the /rest/v1 handlers, and the helper that runs a handler's SQL in the
// request transaction with PostgREST's settings.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { AuthResult } from '../auth';
import type { Tx } from '../backend';
import { cookiesJson, headersJson } from '../http';
import type { RequestRunner, RequestSettings, RollbackWith } from '../request-tx';
import type { SchemaCache } from '../schema-cache';
import { ident } from '../query/sql';
import type { Prefs } from './negotiate';

export interface RestState {
  cache: SchemaCache;
  runner: RequestRunner;
  schemas: string[];
  maxRows: number;
  aggregates: boolean;
  /** PostgREST db-plan-enabled: the plan media type (`.explain()`); off by default, as on Supabase */
  plan: boolean;
}

export interface RestRequest {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** path below /rest/v1, e.g. `/users` */
  path: string;
  params: URLSearchParams;
  rawQuery: string;
  schema: string;
  auth: AuthResult;
  prefs: Prefs;
  state: RestState;
  aborted: () => boolean;
}

export interface ResultRow {
  total: number | null;
  page_total: number;
  body: string;
}

function settings(r: RestRequest, readOnly: boolean): RequestSettings {
  return {
    role: r.auth.role,
    claims: JSON.stringify(r.auth.claims),
    method: r.method,
    path: r.path,
    headers: headersJson(r.req),
    cookies: cookiesJson(r.req),
    searchPath: `${ident(r.schema)}, "public", "extensions"`,
    readOnly,
  };
}

/** A read-only request that is a single statement: one round trip (see RequestRunner.read). */
export const readOnce = <T>(r: RestRequest, sql: string) => r.state.runner.read<T>(settings(r, true), sql);

export function inTransaction<T>(
  r: RestRequest,
  readOnly: boolean,
  fn: (tx: Tx) => Promise<T | RollbackWith<T>>,
): Promise<T> {
  return r.state.runner.run(settings(r, readOnly), fn, r.aborted);
}

/** Content-Range as PostgREST computes it (RangeQuery.hs contentRangeH). */
export function contentRange(lower: number, pageTotal: number, total: number | null): string {
  const upper = lower + pageTotal - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

export function preferenceApplied(prefs: Prefs, extra: Record<string, string> = {}): Record<string, string> {
  const items: string[] = [];
  if (prefs.resolution) items.push(`resolution=${prefs.resolution}`);
  if (prefs.missing === 'default') items.push('missing=default');
  if (prefs.return) items.push(`return=${prefs.return}`);
  if (prefs.count) items.push(`count=${prefs.count}`);
  if (prefs.tx) items.push(`tx=${prefs.tx}`);
  if (prefs.handling) items.push(`handling=${prefs.handling}`);
  if (prefs.maxAffected !== undefined && prefs.handling === 'strict')
    items.push(`max-affected=${prefs.maxAffected}`);
  return items.length ? { 'Preference-Applied': items.join(', '), ...extra } : extra;
}
