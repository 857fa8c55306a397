// The completion report as CSV: the same columns the 'Avance' table shows.
import type { Tables } from '@/types/database';

import { toCsv } from './csv';
import { dmy } from './dates';
import { PROGRESS_STATE_INFO, progressState } from './progress-state';

export const PROGRESS_HEADER = [
  'Curso',
  'Colaborador',
  'Correo',
  'Empresa',
  'Lecciones completadas',
  'Lecciones totales',
  'Mejor calificación',
  'Evaluación aprobada',
  'Fecha límite',
  'Estado',
  'Código de constancia',
  'Fecha de emisión',
] as const;

export type ProgressCsvRow = Pick<
  Tables<'course_progress'>,
  | 'course_title'
  | 'full_name'
  | 'email'
  | 'company_id'
  | 'lessons_completed'
  | 'lessons_total'
  | 'has_quiz'
  | 'best_score'
  | 'quiz_passed'
  | 'due_date'
  | 'completed'
  | 'certificate_id'
  | 'certificate_code'
  | 'certificate_issued_at'
  | 'attempts_used'
>;

export function buildProgressCsv(
  rows: readonly ProgressCsvRow[],
  companyName: (id: string | null) => string,
  today: string,
): string {
  return toCsv(
    PROGRESS_HEADER,
    rows.map((r) => [
      r.course_title ?? '',
      r.full_name ?? '',
      r.email ?? '',
      companyName(r.company_id),
      r.lessons_completed ?? 0,
      r.lessons_total ?? 0,
      r.has_quiz ? (r.best_score ?? '') : 'Sin evaluación',
      r.has_quiz ? (r.quiz_passed ? 'Sí' : 'No') : '',
      dmy(r.due_date),
      PROGRESS_STATE_INFO[progressState(r, today)].label,
      r.certificate_code ?? '',
      dmy(r.certificate_issued_at),
    ]),
  );
}
