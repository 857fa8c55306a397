// The completion report's states, with the words and badge style each one shows, and the rule that gives
// one state per (course, collaborator) row, from the view's `completed` (a valid certificate, or every
// lesson completed and the quiz passed: the database's one rule, which the per-course summary and the
// collaborator's pages read too). Otherwise a due date in the past means overdue (it wins over "in
// progress", since it needs attention); any completed lesson or quiz attempt means in progress.
import type { BadgeProps } from '@/components/ui/badge';
import type { Tables } from '@/types/database';

/** The states, in the state filter's order. */
export const PROGRESS_STATES = ['completado', 'en_curso', 'sin_iniciar', 'vencido'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

interface ProgressStateInfo {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
}

/** Each state's words and badge style: the table's badge, the state filter and the CSV say the same. */
export const PROGRESS_STATE_INFO: Record<ProgressState, ProgressStateInfo> = {
  completado: { label: 'Completado', variant: 'success' },
  en_curso: { label: 'En Curso', variant: 'info' },
  sin_iniciar: { label: 'Sin Iniciar', variant: 'secondary' },
  vencido: { label: 'Vencido', variant: 'destructive' },
};

/** The state filter's options. */
export const PROGRESS_STATE_OPTIONS = PROGRESS_STATES.map((value) => ({
  value,
  label: PROGRESS_STATE_INFO[value].label,
}));

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
