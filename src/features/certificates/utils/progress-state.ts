// One state per (course, collaborator) row, from the view's `completed` (a valid certificate, or every
// lesson completed and the quiz passed: the database's one rule, which the per-course summary and the
// collaborator's pages read too). Otherwise a due date in the past means overdue (it wins over "in
// progress", since it needs attention); any completed lesson or quiz attempt means in progress.
import type { Tables } from '@/types/database';

import type { ProgressState } from './progress-filters';

type Progress = Tables<'course_progress'>;

type ProgressLike = Pick<Progress, 'completed' | 'due_date' | 'lessons_completed' | 'attempts_used'>;

export function progressState(row: ProgressLike, today: string): ProgressState {
  if (row.completed) return 'completado';
  if (row.due_date && row.due_date < today) return 'vencido';
  if ((row.lessons_completed ?? 0) > 0 || (row.attempts_used ?? 0) > 0) return 'en_curso';
  return 'sin_iniciar';
}

/** Completed, but with no valid certificate (revoked, or not issued): an admin may issue one. */
export const completedWithoutCertificate = (row: Pick<Progress, 'completed' | 'certificate_id'>) =>
  row.completed === true && !row.certificate_id;
