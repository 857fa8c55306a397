// The quiz line of a course card: pending, best score so far, or passed.
import type { MyCourse } from '../../api/get-my-courses';

export const quizStateTexts = {
  pending: 'Evaluación pendiente',
  tried: (best: number, used: number) =>
    `Evaluación no aprobada aún: mejor calificación ${best} % (${used} ${used === 1 ? 'intento' : 'intentos'})`,
  passed: (best: number) => `Evaluación aprobada con ${best} %`,
} as const;

export function QuizStateText({ item }: { item: MyCourse }) {
  if (!item.has_quiz) return null;
  const best = item.best_score ?? 0;
  const text = item.quiz_passed
    ? quizStateTexts.passed(best)
    : (item.attempts_used ?? 0) > 0
      ? quizStateTexts.tried(best, item.attempts_used ?? 0)
      : quizStateTexts.pending;
  return <p className="text-sm text-muted-foreground">{text}</p>;
}
