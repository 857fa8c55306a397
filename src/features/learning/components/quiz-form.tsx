// The questions and 'Enviar respuestas'. Unanswered questions are allowed (they count as wrong) but are
// confirmed first. In an admin's preview the questions show and nothing can be sent.
import * as React from 'react';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

import type { Quiz } from '../api/get-quiz';
import type { QuizAnswers } from '../api/submit-quiz';
import { QuizQuestionField } from './quiz-question-field';

export const quizFormTexts = {
  submit: 'Enviar respuestas',
  submitting: 'Enviando...',
  previewNote: 'Vista previa: las respuestas no se envían',
  confirmTitle: 'Hay preguntas sin responder',
  confirmBody: (n: number) =>
    `${n === 1 ? 'Una pregunta está' : `${n} preguntas están`} sin responder y ${
      n === 1 ? 'contará' : 'contarán'
    } como incorrecta${n === 1 ? '' : 's'}. ¿Enviar de todos modos?`,
  confirm: 'Enviar de todos modos',
} as const;

interface QuizFormProps {
  quiz: Quiz;
  preview: boolean;
  submitting: boolean;
  onSubmit: (answers: QuizAnswers) => void;
}

export function QuizForm({ quiz, preview, submitting, onSubmit }: QuizFormProps) {
  const [answers, setAnswers] = React.useState<QuizAnswers>({});
  const [confirming, setConfirming] = React.useState(false);
  const unanswered = quiz.questions.filter((q) => (answers[q.id] ?? []).length === 0).length;
  const send = () => {
    setConfirming(false);
    onSubmit(Object.fromEntries(quiz.questions.map((q) => [q.id, answers[q.id] ?? []])));
  };
  return (
    <form
      className="grid gap-4"
      aria-label={quiz.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (preview) return;
        if (unanswered > 0) setConfirming(true);
        else send();
      }}
    >
      {quiz.questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          index={index}
          value={answers[question.id] ?? []}
          onChange={(value) => setAnswers((prev) => ({ ...prev, [question.id]: value }))}
        />
      ))}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={preview || submitting} aria-busy={submitting}>
          {submitting ? quizFormTexts.submitting : quizFormTexts.submit}
        </Button>
        {preview && <p className="text-sm text-muted-foreground">{quizFormTexts.previewNote}</p>}
      </div>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={quizFormTexts.confirmTitle}
        description={quizFormTexts.confirmBody(unanswered)}
        confirmLabel={quizFormTexts.confirm}
        onConfirm={send}
      />
    </form>
  );
}
