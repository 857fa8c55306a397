// The graded attempt: score, passed or not, and per question whether it was right (never which option
// was): the database returns only that.
import { CheckCircle2, XCircle } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { Quiz } from '../../api/get-learner-quiz';
import type { QuizAttemptResult } from '../../api/submit-quiz';

export const resultTexts = {
  title: (n: number) => `Resultado del Intento ${n}`,
  score: (s: number) => `Calificación: ${s} %`,
  passed: 'Aprobado',
  failed: 'No aprobado',
  needed: (s: number) => `Necesitas ${s} % para aprobar.`,
  right: 'Correcta',
  wrong: 'Incorrecta',
  retry: 'Intentar de Nuevo',
} as const;

interface QuizResultProps {
  quiz: Quiz;
  result: QuizAttemptResult;
  onRetry: (() => void) | null;
}

export function QuizResult({ quiz, result, onRetry }: QuizResultProps) {
  return (
    <section aria-labelledby="quiz-result-title" className="grid gap-4 rounded-lg border p-4">
      <div role="status" className="grid gap-2">
        <h4 id="quiz-result-title" className="font-semibold">
          {resultTexts.title(result.attempt_number)}
        </h4>
        <p className="flex flex-wrap items-center gap-3 text-2xl font-bold">
          {resultTexts.score(result.score)}
          <Badge variant={result.passed ? 'success' : 'destructive'} className="text-sm">
            {result.passed ? resultTexts.passed : resultTexts.failed}
          </Badge>
        </p>
        {!result.passed && (
          <p className="text-sm text-muted-foreground">{resultTexts.needed(quiz.passing_score)}</p>
        )}
      </div>
      <ol className="grid gap-2">
        {quiz.questions.map((question) => {
          const right = result.results[question.id] === true;
          const Icon = right ? CheckCircle2 : XCircle;
          return (
            <li key={question.id} className="flex items-start gap-2 text-sm">
              <Icon
                className={
                  right ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0 text-destructive'
                }
                aria-hidden="true"
              />
              <span>
                {question.prompt} — <strong>{right ? resultTexts.right : resultTexts.wrong}</strong>
              </span>
            </li>
          );
        })}
      </ol>
      {onRetry && (
        <Button variant="outline" className="w-full sm:w-fit" onClick={onRetry}>
          {resultTexts.retry}
        </Button>
      )}
    </section>
  );
}
