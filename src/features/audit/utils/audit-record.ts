// The record an audit entry is about, as the screens call it: 'Factura A-1004 de Constructora Alfa',
// 'Usuario cliente.b@portal.demo', 'Tipo de documento Opinión IMSS'. An insert or delete holds the whole
// row; an update holds only what changed, so its record is named from the row as it is now (looked up)
// and, once removed, from what the change itself says.
import type { Json } from '@/types/database';
import { capitalize, formatMonthYear } from '@/utils/format';

import type { AuditEntry } from '../api/get-audit-page';
import { type AuditNames, type AuditRow, str } from './audit-names';

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'public.invoices' -> 'invoices' (a Storage object stays 'storage.objects'). */
export const bareTable = (table: string) =>
  table.startsWith('public.') ? table.slice('public.'.length) : table;

/** The key columns of a row without an id, read from the entry's row id ('profile/lesson'). */
function keyColumns(table: string, rowId: string | null): AuditRow {
  const [first, second] = (rowId ?? '').split('/');
  if (table === 'lesson_progress' && UUID.test(first ?? '') && UUID.test(second ?? '')) {
    return { profile_id: first, lesson_id: second };
  }
  if (table === 'account_visits' && UUID.test(first ?? '')) return { profile_id: first };
  // A Storage object's row id is 'bucket/path'.
  if (table === 'storage.objects' && rowId) return { name: rowId.split('/').slice(1).join('/') };
  return {};
}

/** The row an entry is about, as far as it is known: the entry's own row, else the current one. */
export function snapshotOf(entry: AuditEntry, names: AuditNames): AuditRow {
  const table = bareTable(entry.table_name);
  const changes = isRecord(entry.changes) ? entry.changes : {};
  if (entry.action !== 'update') return { ...keyColumns(table, entry.row_id), ...changes };
  const changed = Object.fromEntries(
    Object.entries(changes).map(([key, pair]) => [key, isRecord(pair) ? pair.new : undefined]),
  );
  return { ...keyColumns(table, entry.row_id), ...changed, ...names.row(table, entry.row_id) };
}

type Namer = (row: AuditRow, names: AuditNames) => (string | undefined)[];

const of = (word: string, value: string | undefined) => (value ? `${word} ${value}` : undefined);
const period = (row: AuditRow) =>
  formatMonthYear(
    typeof row.month === 'number' ? row.month : null,
    typeof row.year === 'number' ? row.year : null,
  ) ?? undefined;
const company = (row: AuditRow, names: AuditNames) =>
  row.is_global === true ? 'todas las empresas' : names.name('companies', row.company_id);
const person = (row: AuditRow, names: AuditNames, column = 'profile_id') =>
  names.name('profiles', row[column]);
const fileName = (path: string | undefined) => path?.split('/').pop();

/** Per table: the screen's word for the record, then what tells it apart. */
const NAMERS: Record<string, [string, Namer]> = {
  companies: ['Empresa', (r) => [str(r.name)]],
  profiles: ['Usuario', (r) => [str(r.email) ?? str(r.username)]],
  directory_entries: ['Contacto', (r, n) => [str(r.employee_name), of('de', company(r, n))]],
  laboratory_requests: ['Solicitud de laboratorio', (r, n) => [str(r.request_type), of('de', company(r, n))]],
  lab_result_consents: ['Consentimiento', (r, n) => [str(r.worker_name), of('de', company(r, n))]],
  documents: ['Documento', (r, n) => [str(r.name), period(r), of('de', company(r, n))]],
  invoices: ['Factura', (r, n) => [str(r.invoice_number), of('de', company(r, n))]],
  payment_complements: ['Complemento de pago', (r, n) => [str(r.rep_uuid), of('de', company(r, n))]],
  invoice_payments: [
    'Pago',
    (r, n) => [str(r.installment) && `parcialidad ${str(r.installment)}`, of('de', company(r, n))],
  ],
  indicators: ['Indicadores', (r, n) => [str(r.title) ?? period(r), of('de', company(r, n))]],
  feedback: ['Retroalimentación', (r, n) => [of('de', person(r, n, 'submitted_by') ?? company(r, n))]],
  courses: ['Curso', (r) => [str(r.title)]],
  course_modules: ['Módulo', (r, n) => [str(r.title), of('del curso', n.name('courses', r.course_id))]],
  lessons: ['Lección', (r, n) => [str(r.title), of('del curso', n.name('courses', r.course_id))]],
  quizzes: ['Evaluación', (r, n) => [str(r.title), of('del curso', n.name('courses', r.course_id))]],
  quiz_questions: [
    'Pregunta',
    (r, n) => [str(r.prompt) && `«${str(r.prompt)}»`, of('de', n.name('quizzes', r.quiz_id))],
  ],
  quiz_options: [
    'Opción',
    (r, n) => [
      str(r.label) && `«${str(r.label)}»`,
      of('de la pregunta', n.name('quiz_questions', r.question_id)),
    ],
  ],
  course_assignments: [
    'Asignación',
    (r, n) => [
      of('del curso', n.name('courses', r.course_id)),
      of('a', person(r, n) ?? n.name('companies', r.company_id)),
    ],
  ],
  lesson_progress: [
    'Avance',
    (r, n) => [of('de', person(r, n)), of('en la lección', n.name('lessons', r.lesson_id))],
  ],
  quiz_attempts: [
    'Intento',
    (r, n) => [str(r.attempt_number), of('de', person(r, n)), of('en', n.name('quizzes', r.quiz_id))],
  ],
  certificates: ['Constancia', (r) => [str(r.code), of('de', str(r.worker_name))]],
  document_types: ['Tipo de documento', (r) => [str(r.name)]],
  document_type_companies: [
    'Tipo de documento',
    (r, n) => [n.name('document_types', r.document_type_id), of('para', company(r, n))],
  ],
  delivery_events: ['Entrega', (r) => [of('de', str(r.item_name))]],
  delivery_receipts: ['Acuse de entrega', (r) => [str(r.code), of('de', str(r.company_name))]],
  account_visits: ['Visita', (r, n) => [of('de', person(r, n))]],
  storage_consistency_issues: ['Revisión de archivos', (r) => [fileName(str(r.object_name))]],
  'storage.objects': ['Archivo', (r) => [fileName(str(r.name))]],
};

/** 'Factura A-1004 de Constructora Alfa'; a table the trail does not know reads as its name. */
export function recordLabel(entry: AuditEntry, names: AuditNames): string {
  const table = bareTable(entry.table_name);
  const namer = NAMERS[table];
  if (!namer) return capitalize(table.replace(/[._]/g, ' '));
  const [word, parts] = namer;
  const row = snapshotOf(entry, names);
  return [word, ...parts(row, names).filter(Boolean)].join(' ');
}
