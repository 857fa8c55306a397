// Which lesson the course opens at: the one in the URL when it belongs to the course, else where the
// person left off (the lesson viewed last), else the first incomplete one, else the first.
import type { Lesson } from '../api/get-learner-course';
import type { LessonProgress } from '../api/get-lesson-progress';

/** The quiz is a step of the course too, addressed as ?leccion=evaluacion. */
export const QUIZ_STEP = 'evaluacion';

export function resumeStep(
  lessons: Pick<Lesson, 'id'>[],
  progress: LessonProgress[],
  requested: string | null,
  hasQuiz: boolean,
): string | null {
  if (requested === QUIZ_STEP && hasQuiz) return QUIZ_STEP;
  if (requested && lessons.some((lesson) => lesson.id === requested)) return requested;
  const ids = new Set(lessons.map((lesson) => lesson.id));
  const lastViewed = progress
    .filter((p) => ids.has(p.lesson_id) && p.last_viewed_at)
    .sort((a, b) => (b.last_viewed_at ?? '').localeCompare(a.last_viewed_at ?? ''))[0];
  if (lastViewed) return lastViewed.lesson_id;
  const done = new Set(progress.filter((p) => p.completed_at).map((p) => p.lesson_id));
  const firstIncomplete = lessons.find((lesson) => !done.has(lesson.id));
  return firstIncomplete?.id ?? lessons[0]?.id ?? (hasQuiz ? QUIZ_STEP : null);
}
