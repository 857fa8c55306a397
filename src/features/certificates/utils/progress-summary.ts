// Assigned, completed and % complete per course, from the rows of the completion report: completed is
// the rows' own state (progress-state.ts), so the summary and the rows under it always agree.
import type { Tables } from '@/types/database';

export interface CourseSummary {
  courseId: string;
  title: string;
  assigned: number;
  completed: number;
  percent: number;
}

type Row = Pick<Tables<'course_progress'>, 'course_id' | 'course_title' | 'completed'>;

export function summarizeProgress(rows: readonly Row[]): CourseSummary[] {
  const byCourse = new Map<string, CourseSummary>();
  for (const row of rows) {
    if (!row.course_id) continue;
    const entry = byCourse.get(row.course_id) ?? {
      courseId: row.course_id,
      title: row.course_title ?? '',
      assigned: 0,
      completed: 0,
      percent: 0,
    };
    entry.assigned += 1;
    if (row.completed) entry.completed += 1;
    byCourse.set(row.course_id, entry);
  }
  return [...byCourse.values()]
    .map((e) => ({ ...e, percent: Math.round((e.completed / e.assigned) * 100) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'es'));
}
