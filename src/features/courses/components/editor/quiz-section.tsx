// 'Evaluación Final': create or edit the quiz settings, then its questions (add/edit/delete/reorder).
import { ClipboardCheck, Pencil, Plus } from 'lucide-react';
import * as React from 'react';

import { QueryStates } from '@/components/query-states';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

import { useDeleteItem, type DeleteItemInput } from '../../api/delete-item';
import { useQuiz } from '../../api/get-quiz';
import { useReorderItems } from '../../api/reorder-items';
import { nextPosition, swapUpdates } from '../../utils/reorder';
import { ItemActions } from './item-actions';
import { QuestionDialog, type QuestionTarget } from './question-dialog';
import { QuizDialog } from './quiz-dialog';

const texts = {
  title: 'Evaluación Final',
  loading: 'Cargando evaluación...',
  error: { title: 'Error', description: 'No se pudo cargar la evaluación del curso.' },
  none: 'Este curso no tiene evaluación final. Es opcional: sin ella, la constancia se emite al completar las lecciones.',
  create: 'Crear Evaluación',
  edit: 'Editar Evaluación',
  addQuestion: 'Agregar Pregunta',
  noQuestions: 'La evaluación aún no tiene preguntas.',
  attempts: (max: number | null) => (max === null ? 'Intentos: sin límite' : `Intentos: ${max}`),
} as const;

export function QuizSection({ courseId }: { courseId: string }) {
  const quiz = useQuiz(courseId);
  const reorder = useReorderItems();
  const remove = useDeleteItem();
  const [editingQuiz, setEditingQuiz] = React.useState(false);
  const [questionTarget, setQuestionTarget] = React.useState<QuestionTarget | null>(null);
  const [toDelete, setToDelete] = React.useState<DeleteItemInput | null>(null);

  return (
    <section aria-labelledby="course-quiz-title" className="grid gap-4">
      <h3 id="course-quiz-title" className="text-lg font-semibold">
        {texts.title}
      </h3>
      <QueryStates query={quiz} loading={texts.loading} error={texts.error}>
        {(data) =>
          data === null ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4">
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <ClipboardCheck className="size-5 shrink-0" aria-hidden="true" />
                {texts.none}
              </p>
              <Button onClick={() => setEditingQuiz(true)}>
                <Plus aria-hidden="true" />
                {texts.create}
              </Button>
            </div>
          ) : (
            <div className="grid gap-3 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">{data.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {`Calificación mínima: ${data.passing_score} % · ${texts.attempts(data.max_attempts)}`}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setEditingQuiz(true)}>
                  <Pencil aria-hidden="true" />
                  {texts.edit}
                </Button>
              </div>
              {data.quiz_questions.length === 0 ? (
                <p className="text-sm text-muted-foreground">{texts.noQuestions}</p>
              ) : (
                <ol className="grid gap-2" aria-label="Preguntas">
                  {data.quiz_questions.map((question, index) => (
                    <li
                      key={question.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
                    >
                      <span className="min-w-0 break-words">
                        {`${index + 1}. ${question.prompt}`}
                        <span className="ml-2 text-xs text-muted-foreground">
                          {`${question.multiple ? 'Opción múltiple' : 'Opción única'} · ${question.quiz_options.length} opciones`}
                        </span>
                      </span>
                      <ItemActions
                        name={`pregunta ${question.prompt}`}
                        index={index}
                        count={data.quiz_questions.length}
                        busy={reorder.isPending}
                        onMove={(step) =>
                          reorder.mutate({
                            table: 'quiz_questions',
                            updates: swapUpdates(data.quiz_questions, index, step),
                          })
                        }
                        onEdit={() =>
                          setQuestionTarget({ quizId: data.id, question, position: question.position })
                        }
                        onDelete={() =>
                          setToDelete({ table: 'quiz_questions', id: question.id, name: question.prompt })
                        }
                      />
                    </li>
                  ))}
                </ol>
              )}
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() =>
                  setQuestionTarget({ quizId: data.id, position: nextPosition(data.quiz_questions) })
                }
              >
                <Plus aria-hidden="true" />
                {texts.addQuestion}
              </Button>
            </div>
          )
        }
      </QueryStates>
      <QuizDialog
        courseId={courseId}
        open={editingQuiz}
        quiz={quiz.data ?? null}
        onClose={() => setEditingQuiz(false)}
      />
      <QuestionDialog target={questionTarget} onClose={() => setQuestionTarget(null)} />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title="¿Eliminar pregunta?"
        description={toDelete ? `Se eliminará la pregunta «${toDelete.name}» con sus opciones.` : undefined}
        confirmLabel="Eliminar"
        confirmVariant="destructive"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </section>
  );
}
