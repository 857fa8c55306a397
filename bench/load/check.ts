// The load bench's checks and tallies, without I/O: every response a client gets is checked here (an error
// answer is an error; a row or a file of another company is a cross-company finding) and every request's
// time is kept by kind. tests/unit/bench/load-check.test.ts proves that a bad response is counted.

export const STORAGE_SCHEME = 'storage://';

/** The columns that hold a file reference (`storage://<bucket>/<company_id or global>/...`). */
export const FILE_COLUMNS = ['url', 'file_url', 'xml_url', 'result_url', 'photo_url'] as const;

/** The first folder of a Storage key: the owning company's id, or `global`. */
export const folderOfKey = (key: string): string => key.replace(/^\/+/, '').split('/')[0] ?? '';

/** The company folder a stored file reference points into; null for an external link or no file. */
export function folderOfReference(ref: unknown): string | null {
  if (typeof ref !== 'string' || !ref.startsWith(STORAGE_SCHEME)) return null;
  const [, ...key] = ref.slice(STORAGE_SCHEME.length).split('/');
  return folderOfKey(key.join('/'));
}

export interface Scope {
  /** The company whose rows the response may hold. */
  company: string;
  /** Whether global rows (is_global, no company) and `global/` files are the caller's too. */
  global?: boolean;
}

/**
 * The rows in `rows` that are not the scope's, one line each naming the row and why: its company_id is
 * another company's (or it has no company_id to check, so the check can never pass by not looking), it is
 * global where none may appear, or a file reference of it points into another company's folder.
 */
export function crossCompanyFindings(rows: readonly Record<string, unknown>[], scope: Scope): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const why: string[] = [];
    const globalRow = row.is_global === true && row.company_id === null;
    if (!('company_id' in row)) why.push('sin company_id que comprobar');
    else if (row.company_id !== scope.company && !(scope.global && globalRow))
      why.push(`company_id ${String(row.company_id)}, se esperaba ${scope.company}`);
    for (const column of FILE_COLUMNS) {
      const folder = folderOfReference(row[column]);
      if (folder === null || folder === scope.company || (scope.global && folder === 'global')) continue;
      why.push(`${column} en la carpeta ${folder}`);
    }
    if (why.length) out.push(`fila ${String(row.id ?? JSON.stringify(row).slice(0, 80))}: ${why.join('; ')}`);
  }
  return out;
}

/** The percentile `p` (0-100) of sorted numbers, nearest rank; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at];
}

export interface KindFigures {
  kind: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A supabase-js answer as far as the check needs it (also a Storage or fetch answer reshaped so). */
export interface Answer {
  status?: number;
  error?: { message?: string } | null;
}

/** How many examples of errors and of cross-company findings are kept to print. */
const KEEP = 10;

export class LoadTally {
  private readonly times = new Map<string, number[]>();
  private readonly failed = new Map<string, number>();
  errors = 0;
  crossRows = 0;
  readonly firstErrors: string[] = [];
  readonly firstCrossRows: string[] = [];

  /** One request of `kind` that took `ms` (answered, whatever it said). */
  time(kind: string, ms: number): void {
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }

  error(kind: string, message: string): void {
    this.errors++;
    this.failed.set(kind, (this.failed.get(kind) ?? 0) + 1);
    if (this.firstErrors.length < KEEP) this.firstErrors.push(`${kind}: ${message}`);
  }

  cross(kind: string, who: string, findings: readonly string[]): void {
    this.crossRows += findings.length;
    for (const f of findings)
      if (this.firstCrossRows.length < KEEP) this.firstCrossRows.push(`${kind} (${who}): ${f}`);
  }

  /**
   * Checks one answer: an error or an HTTP status of 400 or more is an error; otherwise each of `rows` must
   * be the scope's. Returns whether the answer may be used (no error; cross rows are counted, not hidden).
   */
  check(kind: string, who: string, answer: Answer, rows: readonly Record<string, unknown>[], scope: Scope) {
    const status = answer.status ?? 200;
    if (answer.error || status >= 400) {
      this.error(kind, `${who}: HTTP ${status} ${answer.error?.message ?? ''}`.trim());
      return false;
    }
    const findings = crossCompanyFindings(rows, scope);
    if (findings.length) this.cross(kind, who, findings);
    return true;
  }

  /** Per kind (in the order first seen) and over all requests. */
  figures(): { kinds: KindFigures[]; overall: KindFigures } {
    const figuresOf = (kind: string, list: number[], errors: number): KindFigures => {
      const sorted = [...list].sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
      return { kind, requests: list.length, errors, p50, p95, p99 };
    };
    const kinds = [...this.times].map(([kind, list]) => figuresOf(kind, list, this.failed.get(kind) ?? 0));
    return { kinds, overall: figuresOf('todas', [...this.times.values()].flat(), this.errors) };
  }
}
