// PostgREST-shaped errors: `{code, message, details, hint}` plus the HTTP status PostgREST would use
// (src/PostgREST/Error.hs, pgErrorStatus). Every failure in the gateway ends up as an ApiError.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): string {
    return JSON.stringify({ code: this.code, details: this.details, hint: this.hint, message: this.message });
  }
}

export const pgrst = (
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
) => new ApiError(status, code, message, details, hint);

/** HTTP status for a SQLSTATE, following PostgREST's table. `authenticated` = request carried a valid JWT. */
export function pgErrorStatus(code: string, message: string, authenticated: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === '22023') return /^role ".*" does not exist$/.test(message) ? 401 : 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '57P01' || (code.startsWith('53') && code !== '53400') || code.startsWith('08')) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (code === '42P17' || code === '53400' || /^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code))
    return 500;
  return 400;
}

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPgError = (e: unknown): e is PgLikeError =>
  typeof e === 'object' && e !== null && typeof (e as PgLikeError).code === 'string' && 'severity' in e;

/** Turns anything thrown while serving a request into an ApiError. */
export function toApiError(err: unknown, authenticated: boolean): ApiError {
  if (err instanceof ApiError) return err;
  if (isPgError(err)) {
    const code = err.code as string;
    // RAISE SQLSTATE 'PGRST' with JSON message {code,message,details,hint} and detail {status,headers}.
    if (code === 'PGRST') return customRaise(err);
    const status = pgErrorStatus(code, err.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new ApiError(status, code, err.message, err.detail ?? null, err.hint ?? null, headers);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new ApiError(500, 'PGRST000', message);
}

function customRaise(err: PgLikeError): ApiError {
  try {
    const body = JSON.parse(err.message) as {
      code?: string;
      message?: string;
      details?: unknown;
      hint?: string;
    };
    const meta = JSON.parse(err.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    return new ApiError(
      meta.status ?? 400,
      body.code ?? 'PGRST',
      body.message ?? '',
      body.details ?? null,
      body.hint ?? null,
      meta.headers ?? {},
    );
  } catch {
    return new ApiError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      err.message,
    );
  }
}

export const wwwAuthenticate = (message: string) =>
  `Bearer error="invalid_token", error_description="${message.replace(/"/g, '\\"')}"`;
