// What the cache knows of the schema: the tables behind each view, the tables a delete of a company or a
// course reaches through foreign keys, and the tables the database audits (every insert, update and
// delete of them leaves an audit_log row, written by a trigger that mutations do not name). Keep them
// with supabase/migrations.
import type { Database } from '@/types/database';

export type TableName = keyof Database['public']['Tables'];
export type ViewName = keyof Database['public']['Views'];
/** What a query may name in `meta.reads`: a table, or a view (read as the tables behind it). */
export type ReadSource = TableName | ViewName;

/** Every view of the public schema with the tables it selects from (a new view fails to compile here). */
export const VIEW_TABLES: Record<ViewName, readonly TableName[]> = {
  company_certificates: ['certificates'],
  course_progress: [
    'course_assignments',
    'profiles',
    'courses',
    'lessons',
    'lesson_progress',
    'quizzes',
    'quiz_attempts',
    'certificates',
  ],
  document_periods: ['documents'],
  file_references: [
    'documents',
    'invoices',
    'laboratory_requests',
    'directory_entries',
    'indicators',
    'profiles',
    'courses',
    'lessons',
    'payment_complements',
  ],
  pending_lab_results: ['laboratory_requests', 'delivery_events'],
  client_lab_requests: ['laboratory_requests', 'companies', 'lab_result_consents'],
};

/**
 * The tables a delete of a company also writes, as its mutation names them: its data, deleted with it by
 * the database (ON DELETE CASCADE), and its people and certificates, which lose their company (SET NULL).
 */
export const COMPANY_DEPENDENTS = [
  'profiles',
  'directory_entries',
  'laboratory_requests',
  'lab_result_consents',
  'documents',
  'invoices',
  'payment_complements',
  'invoice_payments',
  'indicators',
  'feedback',
  'course_assignments',
  'certificates',
  'document_type_companies',
] as const satisfies readonly TableName[];

/** The tables a delete of a course also writes: its content and its learners' progress, deleted with it. */
export const COURSE_DEPENDENTS = [
  'course_modules',
  'lessons',
  'quizzes',
  'quiz_questions',
  'quiz_options',
  'course_assignments',
  'lesson_progress',
  'quiz_attempts',
] as const satisfies readonly TableName[];

/** Every table of a company's data and of the courses is audited, and a few more. */
export const AUDITED_TABLES: ReadonlySet<TableName> = new Set<TableName>([
  'companies',
  ...COMPANY_DEPENDENTS,
  'courses',
  ...COURSE_DEPENDENTS,
  'document_types',
  'delivery_events',
  'delivery_receipts',
  'account_visits',
  'storage_consistency_issues',
]);

export const isView = (source: ReadSource): source is ViewName => source in VIEW_TABLES;

/** The tables a query's reads come from, views replaced by the tables behind them. */
export function tablesRead(reads: readonly ReadSource[]): TableName[] {
  return reads.flatMap((source) => (isView(source) ? VIEW_TABLES[source] : [source]));
}

/** The tables a write changes: those written, and audit_log when any of them is audited. */
export function writtenTables(writes: readonly TableName[]): Set<TableName> {
  const written = new Set<TableName>(writes);
  if (writes.some((table) => AUDITED_TABLES.has(table))) written.add('audit_log');
  return written;
}
