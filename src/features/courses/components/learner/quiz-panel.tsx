// 'Evaluación Final': the rules (passing score, attempts left), then the form, the last result, or why
// the quiz cannot be taken now (lessons pending, already passed, no attempts left).
import * as React from 'react';

import type { Quiz } from '../../api/get-learner-quiz';
import { useSubmitQuiz, type QuizAttemptResult } from '../../api/submit-quiz';
import { QuizForm } from './quiz-form';
import { QuizResult } from './quiz-result';

export const quizTexts = {
  title: 'Evaluación Final',
  passing: (s: number) => `Calificación mínima para aprobar: ${s} %`,
  attempts: (left: number, max: number) =>
    `Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`} de ${max}`,
  unlimited: 'Intentos ilimitados',
  lessonsFirst: 'Completa todas las lecciones para presentar la evaluación.',
  passed: (best: number | null) => `Ya aprobaste esta evaluación${best !== null ? ` con ${best} %` : ''}.`,
  noAttempts:
    'Ya usaste todos los intentos permitidos sin aprobar. Comunícate con el administrador para que te dé otra oportunidad.',
} as const;

interface QuizPanelProps {
  courseId: string;
  quiz: Quiz;
  preview: boolean;
  lessonsDone: boolean;
  passed: boolean;
  bestScore: number | null;
}

export function QuizPanel({ courseId, quiz, preview, lessonsDone, passed, bestScore }: QuizPanelProps) {
  const submit = useSubmitQuiz();
  const [result, setResult] = React.useState<QuizAttemptResult | null>(null);
  const [formKey, setFormKey] = React.useState(0);
  const max = quiz.max_attempts;
  // The last graded attempt is newer than the quiz row until the invalidated quiz refetches.
  const used = Math.max(quiz.attempts_used, result?.attempt_number ?? 0);
  const left = max === null ? Infinity : Math.max(0, max - used);

  const onSubmit = (answers: Record<string, string[]>) =>
    submit.mutate({ courseId, answers }, { onSuccess: (attempt) => setResult(attempt) });
  const retry = () => {
    setResult(null);
    setFormKey((k) => k + 1);
  };

  return (
    <section aria-labelledby="quiz-title" className="grid gap-4">
      <header className="grid gap-1">
        <h3 id="quiz-title" className="text-xl font-semibold">
          {quizTexts.title}
        </h3>
        {quiz.title !== quizTexts.title && <p className="text-muted-foreground">{quiz.title}</p>}
        <p className="text-sm">{quizTexts.passing(quiz.passing_score)}</p>
        {!passed && !result?.passed && (
          <p className="text-sm">{max === null ? quizTexts.unlimited : quizTexts.attempts(left, max)}</p>
        )}
      </header>
      {result && (
        <QuizResult quiz={quiz} result={result} onRetry={!result.passed && left > 0 ? retry : null} />
      )}
      {!result && passed && <p role="status">{quizTexts.passed(bestScore)}</p>}
      {!preview && !passed && left === 0 && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {quizTexts.noAttempts}
        </p>
      )}
      {!result && !preview && !passed && left > 0 && !lessonsDone && (
        <p className="rounded-lg border bg-muted p-4 text-sm">{quizTexts.lessonsFirst}</p>
      )}
      {!result && (preview || (!passed && left > 0 && lessonsDone)) && (
        <QuizForm
          key={formKey}
          quiz={quiz}
          preview={preview}
          submitting={submit.isPending}
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}
