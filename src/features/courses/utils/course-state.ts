// What a course card says about a course: done or not, started or not, due or overdue.
import type { CourseProgressRow } from '../api/get-my-courses';

type StateInput = Pick<
  CourseProgressRow,
  | 'lessons_total'
  | 'lessons_completed'
  | 'has_quiz'
  | 'quiz_passed'
  | 'completed'
  | 'certificate_code'
  | 'attempts_used'
  | 'last_activity_at'
  | 'due_date'
>;

export type CourseAction = 'start' | 'continue' | 'review';

/** The view's one rule (course_progress.completed): a valid certificate, or every lesson completed and the
 * quiz, when there is one, passed. The admin's report reads the same column. */
export function isCourseComplete(row: Pick<StateInput, 'completed'>): boolean {
  return row.completed === true;
}

export function courseAction(row: StateInput): CourseAction {
  if (isCourseComplete(row)) return 'review';
  const started = (row.lessons_completed ?? 0) > 0 || (row.attempts_used ?? 0) > 0 || !!row.last_activity_at;
  return started ? 'continue' : 'start';
}

/** The calendar day of `now` in the person's time zone, as 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Past due: the due day has gone by (the due day itself still counts) and the course is not complete. */
export function isOverdue(row: StateInput, now: Date = new Date()): boolean {
  return !!row.due_date && row.due_date < localDay(now) && !isCourseComplete(row);
}
