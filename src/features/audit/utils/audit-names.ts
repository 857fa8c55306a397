// What the trail needs to name rows: the rows it looked up (the current row of an updated record, and the
// rows its references point to), with the columns each table is named by. An entry alone only holds the
// changed columns of an update, and ids for every reference.
import type { TableName } from '@/lib/query/tables';
import type { Json } from '@/types/database';

import type { RefTable } from './audit-fields';

export type AuditRow = { [column: string]: Json | undefined };

/** The columns read to name a row of each table (and to follow its own references). */
export const LOOKUP_COLUMNS = {
  companies: 'id, name',
  profiles: 'id, full_name, email, username',
  directory_entries: 'id, employee_name, company_id',
  laboratory_requests: 'id, request_type, patient_name, company_id',
  documents: 'id, name, year, month, is_global, company_id',
  invoices: 'id, invoice_number, currency, company_id',
  indicators: 'id, title, year, month, is_global, company_id',
  feedback: 'id, submitted_by, company_id',
  courses: 'id, title',
  course_modules: 'id, title, course_id',
  lessons: 'id, title, course_id',
  quizzes: 'id, title, course_id',
  quiz_questions: 'id, prompt, quiz_id',
  quiz_options: 'id, label, question_id',
  course_assignments: 'id, course_id, profile_id, company_id',
  quiz_attempts: 'id, attempt_number, profile_id, quiz_id',
  certificates: 'id, code, worker_name',
  document_types: 'id, name',
} as const satisfies Partial<Record<TableName, string>>;

export type LookupTable = keyof typeof LOOKUP_COLUMNS;

export const isLookupTable = (table: string): table is LookupTable => Object.hasOwn(LOOKUP_COLUMNS, table);

const short = (value: string, max = 60) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** How a referenced row reads inside another's name or a change ('Constructora Alfa', 'Ana López'). */
const REF_NAMES: Record<RefTable, (row: AuditRow) => string | undefined> = {
  companies: (r) => str(r.name),
  profiles: (r) => str(r.full_name) ?? str(r.email) ?? str(r.username),
  courses: (r) => str(r.title),
  course_modules: (r) => str(r.title),
  lessons: (r) => str(r.title),
  quizzes: (r) => str(r.title),
  quiz_questions: (r) => mapStr(r.prompt, (p) => `«${short(p)}»`),
  document_types: (r) => str(r.name),
  documents: (r) => str(r.name),
  laboratory_requests: (r) => str(r.request_type),
};

export function str(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

const mapStr = (value: Json | undefined, f: (v: string) => string) => {
  const s = str(value);
  return s === undefined ? undefined : f(s);
};

/** The looked-up rows of one page of the trail, by table and id. */
export class AuditNames {
  private readonly rows = new Map<string, AuditRow>();

  /** Whether the look-up has answered (until then an unknown reference is not yet a removed one). */
  loaded: boolean;

  constructor(loaded = false) {
    this.loaded = loaded;
  }

  add(table: string, rows: readonly AuditRow[]): this {
    for (const row of rows) {
      const id = str(row.id);
      if (id) this.rows.set(`${table}:${id}`, row);
    }
    return this;
  }

  /** A copy with the rows of another look-up added (and its loaded state). */
  with(other: AuditNames | undefined): AuditNames {
    const out = new AuditNames(other?.loaded ?? this.loaded);
    for (const [key, row] of [...this.rows, ...(other?.rows ?? [])]) out.rows.set(key, row);
    return out;
  }

  row(table: string, id: string | null | undefined): AuditRow | undefined {
    return id ? this.rows.get(`${table}:${id}`) : undefined;
  }

  name(table: RefTable, id: Json | undefined): string | undefined {
    const key = str(id);
    const row = key ? this.row(table, key) : undefined;
    return row ? REF_NAMES[table](row) : undefined;
  }
}
