// One state per (course, collaborator) row. A certificate means completed; otherwise a due date in the
// past means overdue (it wins over "in progress", since it needs attention); any completed lesson or
// quiz attempt means in progress.
import type { Tables } from '@/types/database';

import type { ProgressState } from './progress-filters';

type Progress = Tables<'course_progress'>;

type ProgressLike = Pick<Progress, 'certificate_id' | 'due_date' | 'lessons_completed' | 'attempts_used'>;

export function progressState(row: ProgressLike, today: string): ProgressState {
  if (row.certificate_id) return 'completado';
  if (row.due_date && row.due_date < today) return 'vencido';
  if ((row.lessons_completed ?? 0) > 0 || (row.attempts_used ?? 0) > 0) return 'en_curso';
  return 'sin_iniciar';
}

type CompletionLike = Pick<Progress, 'lessons_total' | 'lessons_completed' | 'has_quiz' | 'quiz_passed'>;

/** Every lesson completed and the quiz (when there is one) passed: the database's rule for issuing. */
export function courseCompleted(row: CompletionLike): boolean {
  const total = row.lessons_total ?? 0;
  return total > 0 && (row.lessons_completed ?? 0) >= total && (!row.has_quiz || row.quiz_passed === true);
}
