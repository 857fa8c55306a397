// The one fake of the unit tests: an in-memory Supabase (PostgREST tables and RPCs, Storage objects and
// signed URLs) behind the real supabase-js client, reached through its `fetch`. Tests put rows in tables,
// render a screen, and assert what a person sees and which requests reached the server.
import { matches, sortRows } from './postgrest-filter';

type Row = Record<string, unknown>;
export type Rpc = (args: Record<string, unknown>) => unknown;
export interface FakeError {
  status?: number;
  code?: string;
  message: string;
  /** PostgREST's `details` (a raise's DETAIL). */
  details?: string;
}

export interface RecordedRequest {
  method: string;
  /** 'documents', 'rpc/sync_my_profile', 'storage/object/sign/invoices/...' */
  path: string;
  params: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** Supabase's default `db-max-rows`: one answer holds at most this many rows, whatever the limit asked. */
export const MAX_ROWS = 1000;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * Views computed from the seeded tables, as the database computes them (unless a test seeds the view
 * itself): document_periods counts documents per owner and month; pending_lab_results keeps the results
 * nobody of their company opened or downloaded; client_lab_requests says whether each result is released.
 */
/** file_references: every `storage://` reference of the file columns (migrations storage_consistency, payment_complements). */
const FILE_COLUMNS: Array<[table: string, column: string, ownedByCompany: boolean]> = [
  ['documents', 'url', true],
  ['invoices', 'file_url', true],
  ['invoices', 'xml_url', true],
  ['laboratory_requests', 'result_url', true],
  ['directory_entries', 'photo_url', true],
  ['indicators', 'url', true],
  ['indicators', 'url_monthly', true],
  ['profiles', 'avatar_url', false],
  ['courses', 'cover_url', false],
  ['lessons', 'media_url', false],
  ['payment_complements', 'xml_url', true],
];

const VIEWS: Record<string, (rows: (table: string) => Row[]) => Row[]> = {
  file_references: (rows) =>
    FILE_COLUMNS.flatMap(([table, column, owned]) =>
      rows(table).flatMap((row) => {
        const ref = row[column];
        if (typeof ref !== 'string' || !ref.startsWith('storage://')) return [];
        const [bucket, ...key] = ref.slice('storage://'.length).split('/');
        return [
          {
            table_name: table,
            column_name: column,
            row_id: String(row.id),
            company_id: owned ? (row.company_id ?? null) : null,
            bucket,
            object_name: key.join('/'),
          },
        ];
      }),
    ),
  document_periods: (rows) => {
    const periods = new Map<string, Row>();
    for (const d of rows('documents')) {
      const id = [d.company_id ?? 'global', d.is_global ? 't' : 'f', d.year, d.month].join('/');
      const period = periods.get(id) ?? { ...pick(d, 'company_id', 'is_global', 'year', 'month'), id };
      period.documents = Number(period.documents ?? 0) + 1;
      periods.set(id, period);
    }
    return [...periods.values()];
  },
  pending_lab_results: (rows) => {
    const seen = new Set(
      rows('delivery_events')
        .filter((e) => e.event === 'opened' || e.event === 'downloaded')
        .map((e) => `${e.company_id}/${e.laboratory_request_id}`),
    );
    return rows('laboratory_requests')
      .filter((l) => l.result_url != null && !seen.has(`${l.company_id}/${l.id}`))
      .map((l) => pick(l, 'id', 'company_id', 'request_type', 'patient_name', 'request_date', 'updated_at'));
  },
  // client_lab_requests (migration lab_verdicts_consent): the notes only of a released result, never its path.
  client_lab_requests: (rows) =>
    rows('laboratory_requests').map((l) => {
      const mode = labReleaseMode(rows, l);
      const consent = labConsentInForce(rows, l);
      const released = mode === 'resultado_completo' || consent !== undefined;
      return {
        ...pick(l, 'id', 'company_id', 'request_type', 'patient_name', 'request_date', 'status'),
        ...pick(l, 'verdict', 'verdict_valid_until', 'verdict_restrictions', 'updated_at'),
        notes: released ? (l.notes ?? null) : null,
        has_result: l.result_url != null,
        released,
        release_mode: mode,
        consent_granted_on: consent?.granted_on ?? null,
      };
    }),
};
const labReleaseMode = (rows: (table: string) => Row[], request: Row) =>
  rows('companies').find((c) => c.id === request.company_id)?.lab_release_mode ?? 'resultado_completo';
const labConsentInForce = (rows: (table: string) => Row[], request: Row) =>
  rows('lab_result_consents').find((k) => k.laboratory_request_id === request.id && k.revoked_at == null);
/**
 * Database functions computed from the seeded tables, as the migrations define them (unless a test sets
 * its own in `rpcs`): open_invoice_totals adds up one company's open invoices per currency;
 * invoice_totals, Facturación's pending and overdue sums and counts per currency with the list's filters.
 */
const FUNCTIONS: Record<string, (rows: (table: string) => Row[], args: Record<string, unknown>) => unknown> =
  {
    // Logs the access and hands over the file's reference of a released result; refuses any other.
    record_lab_result_access: (rows, { p_laboratory_request_id }) => {
      const request = rows('laboratory_requests').find((l) => l.id === p_laboratory_request_id);
      if (!request || request.result_url == null) {
        throw { status: 404, code: 'P0002', message: 'Resultado no encontrado.' };
      }
      const consent = labConsentInForce(rows, request);
      const basis =
        labReleaseMode(rows, request) === 'resultado_completo' ? 'resultado_completo' : 'consentimiento';
      if (basis === 'consentimiento' && !consent) {
        throw {
          status: 403,
          code: '42501',
          message:
            'El resultado no está disponible: tu empresa recibe solo el dictamen y no hay consentimiento vigente del trabajador.',
        };
      }
      rows('lab_result_accesses').push({
        id: rows('lab_result_accesses').length + 1,
        laboratory_request_id: request.id,
        company_id: request.company_id,
        basis,
        consent_id: basis === 'consentimiento' ? consent!.id : null,
      });
      // The first download is also proof of delivery (delivery_events, on conflict do nothing).
      const events = rows('delivery_events');
      if (!events.some((e) => e.event === 'downloaded' && e.laboratory_request_id === request.id)) {
        events.push({
          event: 'downloaded',
          company_id: request.company_id,
          laboratory_request_id: request.id,
        });
      }
      return request.result_url;
    },
    open_invoice_totals: (rows, { p_company_id, p_today }) => {
      const cents = new Map<string, number>();
      for (const i of rows('invoices')) {
        const status = String(i.status ?? 'pendiente').toLowerCase();
        const open =
          (status === 'pendiente' || status === 'vencida' || (i.due_date != null && i.due_date < p_today!)) &&
          status !== 'pagada' &&
          status !== 'cancelada';
        if (i.company_id !== p_company_id || !open) continue;
        const currency = String(i.currency ?? 'MXN');
        cents.set(currency, (cents.get(currency) ?? 0) + Math.round(Number(i.amount) * 100));
      }
      return [...cents]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, total]) => ({ currency, total: total / 100 }));
    },
    invoice_totals: (rows, { p_company_id, p_status, p_from, p_to, p_search }) => {
      // The same PostgREST operators the list's filters use (ilike, gte, lt), evaluated on the rows.
      const term = String(p_search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
      const counted = rows('invoices').filter(
        (i) =>
          i.company_id === p_company_id &&
          (p_status == null || matches(i, 'status', `ilike.${String(p_status)}`)) &&
          (p_from == null || matches(i, 'issue_date', `gte.${String(p_from)}`)) &&
          (p_to == null || matches(i, 'issue_date', `lt.${String(p_to)}`)) &&
          (term === '' ||
            matches(i, 'invoice_number', `ilike.%${term}%`) ||
            matches(i, 'cfdi_uuid', `ilike.%${term}%`)),
      );
      // One row per currency with a pending or an overdue invoice, by currency code.
      const currencies = [...new Set(counted.map((i) => String(i.currency ?? 'MXN')))].sort();
      return currencies
        .map((currency) => {
          const sum = (status: string) => {
            const hit = counted.filter(
              (i) => String(i.currency ?? 'MXN') === currency && matches(i, 'status', `ilike.${status}`),
            );
            return [
              hit.reduce((cents, i) => cents + Math.round(Number(i.amount) * 100), 0) / 100,
              hit.length,
            ];
          };
          const [pending, pending_count] = sum('pendiente');
          const [overdue, overdue_count] = sum('vencida');
          return { currency, pending, overdue, pending_count, overdue_count };
        })
        .filter((row) => row.pending_count + row.overdue_count > 0);
    },
  };
const pick = (row: Row, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));

export class FakeBackend {
  readonly url = 'http://fake-supabase.test';
  tables: Record<string, Row[]> = {};
  rpcs: Record<string, Rpc> = {};
  objects = new Map<string, Blob>();
  requests: RecordedRequest[] = [];
  private failures = new Map<string, FakeError | 'network'>();
  private gate: Promise<void> | null = null;
  /** Makes each touched updated_at newer than the last, even within one millisecond. */
  private clock = 0;

  reset() {
    this.tables = {};
    this.rpcs = {};
    this.objects.clear();
    this.requests = [];
    this.failures.clear();
    this.gate = null;
  }

  /** Replaces a table's rows. */
  seed(table: string, rows: Row[]) {
    this.tables[table] = rows.map((row) => ({ ...row }));
  }

  rows(table: string): Row[] {
    const view = VIEWS[table];
    if (view && !this.tables[table]) return view((name) => this.rows(name));
    return (this.tables[table] ??= []);
  }

  /**
   * Requests to `path` ('documents', 'rpc/x', 'storage/...' prefix) fail until `recover(path)`: with an
   * error answer, or with 'network' as when the server cannot be reached (fetch rejects, no answer).
   */
  fail(path: string, error: FakeError | 'network') {
    this.failures.set(path, error);
  }

  recover(path: string) {
    this.failures.delete(path);
  }

  /** Holds every answer until the returned function is called (to see loading states). */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  /** Requests whose path starts with `prefix`, optionally of one method. */
  requestsTo(prefix: string, method?: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith(prefix) && (!method || r.method === method));
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // Built by hand rather than with `new Request()`: jsdom's FormData would not survive that.
    const url = new URL(input instanceof Request ? input.url : String(input));
    const request = {
      method: (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      headers: new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined)),
    };
    let body: unknown = init.body ?? null;
    if (typeof body === 'string' && (request.headers.get('content-type') ?? '').includes('json')) {
      body = JSON.parse(body);
    }
    const path = url.pathname.replace(/^\/rest\/v1\//, '').replace(/^\/storage\/v1\//, 'storage/');
    this.requests.push({
      method: request.method,
      path,
      params: url.searchParams,
      body,
      headers: request.headers,
    });
    if (this.gate) await this.gate;
    for (const [prefix, error] of this.failures) {
      if (!path.startsWith(prefix)) continue;
      if (error === 'network') throw new TypeError('Failed to fetch');
      return json({ code: error.code ?? 'XX000', message: error.message }, error.status ?? 500);
    }
    if (path.startsWith('storage/')) return this.storage(request, path.slice(8), body);
    if (path.startsWith('rpc/'))
      return this.rpc(path.slice(4), (body as Record<string, unknown>) || {}, request.headers);
    return this.table(request, path, url.searchParams, body);
  };

  private rpc(name: string, args: Record<string, unknown>, headers: Headers) {
    const fallback = FUNCTIONS[name];
    const fn: Rpc | undefined =
      this.rpcs[name] ?? (fallback && ((rpcArgs) => fallback((t) => this.rows(t), rpcArgs)));
    if (!fn) return json({ code: 'PGRST202', message: `Could not find the function public.${name}` }, 404);
    try {
      const result = fn(args) ?? null;
      // `.single()` on a function returning a set: its one row, as PostgREST answers.
      if (Array.isArray(result) && (headers.get('accept') ?? '').includes('vnd.pgrst.object')) {
        return result.length === 1
          ? json(result[0])
          : json({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' }, 406);
      }
      return json(result);
    } catch (error) {
      const e = error as FakeError;
      return json({ code: e.code ?? 'P0001', message: e.message, details: e.details }, e.status ?? 400);
    }
  }

  private filtered(table: string, params: URLSearchParams) {
    return this.rows(table).filter((row) =>
      [...params].every(([key, value]) => RESERVED.has(key) || matches(row, key, value)),
    );
  }

  private table(
    request: { method: string; headers: Headers },
    table: string,
    params: URLSearchParams,
    body: unknown,
  ) {
    const prefer = request.headers.get('prefer') ?? '';
    const wantsRows = prefer.includes('return=representation');
    if (request.method === 'GET' || request.method === 'HEAD') {
      const all = sortRows(this.filtered(table, params), params.get('order'));
      const offset = Number(params.get('offset') ?? 0);
      const limit = Math.min(params.has('limit') ? Number(params.get('limit')) : all.length, MAX_ROWS);
      const page = all.slice(offset, offset + limit);
      const headers: Record<string, string> = {};
      if (prefer.includes('count=')) {
        headers['content-range'] =
          `${page.length ? `${offset}-${offset + page.length - 1}` : '*'}/${all.length}`;
      }
      if ((request.headers.get('accept') ?? '').includes('vnd.pgrst.object')) {
        if (page.length !== 1) {
          return json(
            { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
            406,
          );
        }
        return json(page[0], 200, headers);
      }
      return json(request.method === 'HEAD' ? undefined : page, 200, headers);
    }
    if (request.method === 'POST') {
      let inserted = (Array.isArray(body) ? body : [body]).map((row) => ({
        id: crypto.randomUUID(),
        ...(row as Row),
      }));
      // `ON CONFLICT (id) DO NOTHING` (lib/insert-once): a repeated id writes nothing.
      if (prefer.includes('resolution=ignore-duplicates')) {
        const taken = new Set(this.rows(table).map((row) => row.id));
        inserted = inserted.filter((row) => !taken.has(row.id));
      }
      // An upsert (`on_conflict` with merge-duplicates) updates the row that has the same key.
      const key = params.get('on_conflict')?.split(',');
      if (key && prefer.includes('resolution=merge-duplicates')) {
        inserted = inserted.filter((row) => {
          const same = this.rows(table).find((old) =>
            key.every((column) => old[column] === (row as Row)[column]),
          );
          if (same) Object.assign(same, row, { id: same.id });
          return !same;
        });
      }
      this.rows(table).push(...inserted);
      return wantsRows ? json(inserted, 201) : new Response(null, { status: 201 });
    }
    const hit = this.filtered(table, params);
    if (request.method === 'PATCH') {
      // The database's version check (app.refuse_stale_write) and touch of updated_at.
      const version = (body as Row).updated_at;
      if (version !== undefined && hit.some((row) => row.updated_at !== version)) {
        return json(
          { code: 'PT409', message: 'Alguien más cambió este registro mientras lo editabas.' },
          409,
        );
      }
      hit.forEach((row) => {
        Object.assign(row, body as Row);
        if ('updated_at' in row) row.updated_at = new Date(Date.now() + ++this.clock).toISOString();
      });
    }
    if (request.method === 'DELETE')
      this.tables[table] = this.rows(table).filter((row) => !hit.includes(row));
    return wantsRows ? json(hit) : new Response(null, { status: 204 });
  }

  private async storage(request: { method: string; headers: Headers }, path: string, body: unknown) {
    const { method } = request;
    const sign = /^object\/sign\/([^/]+)\/?(.*)$/.exec(path);
    if (sign && method === 'POST') {
      const [, bucket, key] = sign;
      const signed = (k: string) => `/object/sign/${bucket}/${k}?token=fake-token`;
      const paths = (body as { paths?: string[] } | null)?.paths;
      if (paths) return json(paths.map((p) => ({ path: p, signedURL: signed(p), error: null })));
      if (!this.objects.has(`${bucket}/${decodeURIComponent(key)}`)) {
        return json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, 404);
      }
      return json({ signedURL: signed(decodeURIComponent(key)) });
    }
    if (sign && method === 'GET') {
      const blob = this.objects.get(`${sign[1]}/${decodeURIComponent(sign[2])}`);
      // Bytes rather than the Blob: jsdom's Blob cannot be streamed into Node's Response.
      return blob
        ? new Response(await blob.arrayBuffer(), { status: 200 })
        : json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, 404);
    }
    const object = /^object\/([^/]+)\/?(.*)$/.exec(path);
    if (object && method === 'DELETE') {
      const bucket = object[1];
      const removed = ((body as { prefixes?: string[] } | null)?.prefixes ?? []).filter((key) =>
        this.objects.delete(`${bucket}/${key}`),
      );
      return json(removed.map((name) => ({ name, bucket_id: bucket })));
    }
    if (object && (method === 'POST' || method === 'PUT')) {
      const id = `${object[1]}/${decodeURIComponent(object[2])}`;
      const upsert = request.headers.get('x-upsert') === 'true';
      if (this.objects.has(id) && !upsert) {
        return json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, 409);
      }
      const file = body instanceof FormData ? (body.get('') ?? [...body.values()][0]) : body;
      this.objects.set(id, file instanceof Blob ? file : new Blob([String(file)]));
      return json({ Key: id, Id: id });
    }
    return json({ message: `fake backend: no storage route for ${method} ${path}` }, 400);
  }
}

export const backend = new FakeBackend();
