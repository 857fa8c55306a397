// `Prefer` and `Accept` headers (PostgREST ApiRequest/Preferences.hs and MediaType.hs).
import { ApiError } from '../errors';
import type { BodyKind } from '../query/read-sql';

export interface Prefs {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** preferences PostgREST acted on, echoed in Preference-Applied */
  applied: string[];
  invalid: string[];
}

const KNOWN: Record<string, string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(header: string | undefined): Prefs {
  const prefs: Prefs = { applied: [], invalid: [] };
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [k, v = ''] = item.split('=').map((s) => s.trim());
    if (k === 'max-affected' && /^\d+$/.test(v)) prefs.maxAffected = Number(v);
    else if (k === 'timezone' || k === 'params') continue;
    else if (KNOWN[k]?.includes(v)) (prefs as unknown as Record<string, string>)[k] = v;
    else prefs.invalid.push(item);
  }
  if (prefs.handling === 'strict' && prefs.invalid.length)
    throw new ApiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  return prefs;
}

export interface Negotiated {
  body: BodyKind;
  contentType: string;
}

const CT: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  'json-stripped': 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8',
  'object-stripped': 'application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

function kindOf(mediaType: string): BodyKind | null {
  const [type, ...params] = mediaType.split(';').map((s) => s.trim().toLowerCase());
  const stripped = params.some((p) => p.replace(/\s/g, '') === 'nulls=stripped');
  switch (type) {
    case '':
    case '*/*':
    case 'application/*':
    case 'application/json':
      return 'json';
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped ? 'json-stripped' : 'json';
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return stripped ? 'object-stripped' : 'object';
    case 'text/csv':
    case 'text/*':
      return 'csv';
    default:
      return null;
  }
}

export function negotiate(accept: string | undefined): Negotiated {
  const types = (accept ?? '*/*').split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((s) => s.trim());
  for (const t of types) {
    const kind = kindOf(t);
    if (kind) return { body: kind, contentType: CT[kind] };
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

export interface PlanRequest {
  format: 'json' | 'text';
  /** the media type the plan is for, e.g. `application/json` */
  for: string;
  options: string[];
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/**
 * `Accept: application/vnd.pgrst.plan[+json|+text]; for="<mt>"; options=analyze|verbose…` (what
 * postgrest-js `.explain()` sends), or null when the request does not ask for a plan.
 */
export function planRequest(accept: string | undefined): PlanRequest | null {
  const m = /^application\/vnd\.pgrst\.plan(\+json|\+text)?\s*(;.*)?$/i.exec((accept ?? '').trim());
  if (!m) return null;
  const params = new Map<string, string>();
  for (const p of (m[2] ?? '').split(';')) {
    const i = p.indexOf('=');
    if (i > 0)
      params.set(
        p.slice(0, i).trim().toLowerCase(),
        p
          .slice(i + 1)
          .trim()
          .replace(/^"|"$/g, ''),
      );
  }
  const options = (params.get('options') ?? '').split('|').filter((o) => PLAN_OPTIONS.has(o));
  return {
    format: m[1]?.toLowerCase() === '+json' ? 'json' : 'text',
    for: params.get('for') ?? 'application/json',
    options,
  };
}
