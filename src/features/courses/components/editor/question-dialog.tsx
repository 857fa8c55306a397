// 'Nueva pregunta' / 'Editar pregunta': prompt, single or multiple answer, and the options with the key.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

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
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';

import type { QuizQuestion } from '../../api/get-quiz';
import { useSaveQuestion } from '../../api/save-question';
import {
  emptyQuestionForm,
  questionSchema,
  type QuestionFormInput,
  type QuestionFormOutput,
} from '../../utils/quiz-form';
import { FormRootError } from '../form-root-error';
import { QuestionOptions } from './question-options';

export interface QuestionTarget {
  quizId: string;
  question?: QuizQuestion;
  position: number;
}

const valuesOf = (question: QuizQuestion): QuestionFormInput => ({
  prompt: question.prompt,
  multiple: question.multiple,
  options: question.quiz_options.map((o) => ({ id: o.id, label: o.label, isCorrect: o.is_correct })),
});

export function QuestionDialog({ target, onClose }: { target: QuestionTarget | null; onClose: () => void }) {
  const save = useSaveQuestion();
  const form = useForm<QuestionFormInput, unknown, QuestionFormOutput>({
    resolver: zodResolver(questionSchema),
    defaultValues: emptyQuestionForm(),
  });
  const { reset } = form;
  React.useEffect(() => {
    if (target) reset(target.question ? valuesOf(target.question) : emptyQuestionForm());
  }, [target, reset]);

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    try {
      await save.mutateAsync({
        ...values,
        quizId: target.quizId,
        id: target.question?.id,
        position: target.position,
        previousOptionIds: target.question?.quiz_options.map((o) => o.id) ?? [],
      });
      onClose();
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{target?.question ? 'Editar pregunta' : 'Nueva pregunta'}</DialogTitle>
          <DialogDescription>Marca la respuesta correcta; los colaboradores no la ven.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <FormField
              control={form.control}
              name="prompt"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Pregunta</FormLabel>
                  <FormControl>
                    <Textarea rows={2} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="multiple"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Tipo de respuesta</FormLabel>
                  <Select
                    value={field.value ? 'multiple' : 'single'}
                    onValueChange={(v) => field.onChange(v === 'multiple')}
                  >
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      <SelectItem value="single">Opción única</SelectItem>
                      <SelectItem value="multiple">Opción múltiple</SelectItem>
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <QuestionOptions control={form.control} />
            <FormRootError message={form.formState.errors.root?.message} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar pregunta'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
