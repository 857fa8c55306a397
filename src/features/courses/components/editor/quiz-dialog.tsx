// 'Evaluación final' settings: title, passing score (%) and attempts (1–20 or 'Sin límite').
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';

import type { Quiz } from '../../api/get-quiz';
import { useSaveQuiz } from '../../api/save-quiz';
import {
  emptyQuizForm,
  MAX_ATTEMPTS,
  quizSchema,
  UNLIMITED,
  type QuizFormInput,
  type QuizFormOutput,
} from '../../utils/quiz-form';
import { FormRootError } from '../form-root-error';

const attemptChoices = Array.from({ length: MAX_ATTEMPTS }, (_, i) => String(i + 1));

interface QuizDialogProps {
  courseId: string;
  open: boolean;
  quiz: Quiz | null;
  onClose: () => void;
}

export function QuizDialog({ courseId, open, quiz, onClose }: QuizDialogProps) {
  const save = useSaveQuiz();
  const form = useForm<QuizFormInput, unknown, QuizFormOutput>({
    resolver: zodResolver(quizSchema),
    defaultValues: emptyQuizForm,
  });
  const { reset } = form;
  React.useEffect(() => {
    if (!open) return;
    reset(
      quiz
        ? {
            title: quiz.title,
            passingScore: String(quiz.passing_score),
            maxAttempts: quiz.max_attempts === null ? UNLIMITED : String(quiz.max_attempts),
          }
        : emptyQuizForm,
    );
  }, [open, quiz, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, courseId, id: quiz?.id });
      onClose();
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{quiz ? 'Editar evaluación' : 'Nueva evaluación'}</DialogTitle>
          <DialogDescription>La evaluación final se presenta después de las lecciones.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <TextField control={form.control} name="title" label="Título de la evaluación" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="passingScore" label="Calificación mínima (%)" />
              <FormField
                control={form.control}
                name="maxAttempts"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Intentos permitidos</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur}>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={UNLIMITED}>Sin límite</SelectItem>
                        {attemptChoices.map((n) => (
                          <SelectItem key={n} value={n}>
                            {n}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormRootError message={form.formState.errors.root?.message} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar evaluación'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
