// What the cache knows of the schema: the tables behind each view, and the tables the database audits
// (every insert, update and delete of them leaves an audit_log row, written by a trigger that mutations
// do not name). Keep both with supabase/migrations.
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
  ],
  pending_lab_results: ['laboratory_requests', 'delivery_events'],
};

export const AUDITED_TABLES: ReadonlySet<TableName> = new Set<TableName>([
  'companies',
  'profiles',
  'directory_entries',
  'laboratory_requests',
  'documents',
  'invoices',
  'indicators',
  'feedback',
  'courses',
  'course_modules',
  'lessons',
  'quizzes',
  'quiz_questions',
  'quiz_options',
  'course_assignments',
  'lesson_progress',
  'quiz_attempts',
  'certificates',
  'document_types',
  'document_type_companies',
  'delivery_events',
  'account_visits',
  'storage_consistency_issues',
]);

const isView = (source: ReadSource): source is ViewName => source in VIEW_TABLES;

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
