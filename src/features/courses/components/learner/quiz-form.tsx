// The questions and 'Enviar Respuestas'. Unanswered questions are allowed (they count as wrong) but are
// confirmed first. In an admin's preview the questions show and nothing can be sent.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';

import type { Quiz } from '../../api/get-learner-quiz';
import type { QuizAnswers } from '../../api/submit-quiz';
import { QuizQuestionField } from './quiz-question-field';

export const quizFormTexts = {
  submit: 'Enviar Respuestas',
  submitting: 'Enviando...',
  previewNote: 'Vista previa: las respuestas no se envían',
  confirmTitle: 'Hay preguntas sin responder',
  confirmBody: (n: number) =>
    `${n === 1 ? 'Una pregunta está' : `${n} preguntas están`} sin responder y ${
      n === 1 ? 'contará' : 'contarán'
    } como incorrecta${n === 1 ? '' : 's'}. ¿Enviar de todos modos?`,
  confirm: 'Enviar de Todos Modos',
} as const;

// Every question id maps to the chosen option ids; none chosen is a valid (wrong) answer.
const schema = z.object({ answers: z.record(z.string(), z.array(z.string())) });
type QuizFormValues = z.infer<typeof schema>;

interface QuizFormProps {
  quiz: Quiz;
  preview: boolean;
  submitting: boolean;
  onSubmit: (answers: QuizAnswers) => void;
}

export function QuizForm({ quiz, preview, submitting, onSubmit }: QuizFormProps) {
  const form = useForm<QuizFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { answers: Object.fromEntries(quiz.questions.map((q) => [q.id, []])) },
  });
  // How many questions are unanswered while the person confirms sending anyway; null = no dialog.
  const [unanswered, setUnanswered] = React.useState<number | null>(null);
  const send = (chosen: QuizFormValues['answers']) => {
    setUnanswered(null);
    onSubmit(Object.fromEntries(quiz.questions.map((q) => [q.id, chosen[q.id] ?? []])));
  };
  return (
    <Form {...form}>
      <form
        className="grid gap-4"
        aria-label={quiz.title}
        onSubmit={form.handleSubmit(({ answers }) => {
          if (preview) return;
          const missing = quiz.questions.filter((q) => (answers[q.id] ?? []).length === 0).length;
          if (missing > 0) setUnanswered(missing);
          else send(answers);
        })}
      >
        {quiz.questions.map((question, index) => (
          <FormField
            key={question.id}
            control={form.control}
            name={`answers.${question.id}`}
            render={({ field }) => (
              <QuizQuestionField
                question={question}
                index={index}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
        ))}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={preview || submitting} aria-busy={submitting}>
            {submitting ? quizFormTexts.submitting : quizFormTexts.submit}
          </Button>
          {preview && <p className="text-sm text-muted-foreground">{quizFormTexts.previewNote}</p>}
        </div>
        <AlertDialog
          open={unanswered !== null}
          onOpenChange={(open) => !open && setUnanswered(null)}
          title={quizFormTexts.confirmTitle}
          description={quizFormTexts.confirmBody(unanswered ?? 0)}
          confirmLabel={quizFormTexts.confirm}
          onConfirm={() => send(form.getValues('answers'))}
        />
      </form>
    </Form>
  );
}
