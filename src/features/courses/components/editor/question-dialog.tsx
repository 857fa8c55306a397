// 'Nueva Pregunta' / 'Editar Pregunta': prompt, single or multiple answer, and the options with the key.
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

import type { QuizQuestion } from '../../api/get-quiz';
import { useSaveQuestion } from '../../api/save-question';
import { emptyQuestionForm, questionSchema, type QuestionFormInput } from '../../utils/quiz-form';
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

const answerOptions = [
  { value: 'single', label: 'Opción única' },
  { value: 'multiple', label: 'Opción múltiple' },
];

export function QuestionDialog({ target, onClose }: { target: QuestionTarget | null; onClose: () => void }) {
  const save = useSaveQuestion();
  const { form, submit, staleWrite } = useFormDialog({
    schema: questionSchema,
    defaultValues: target?.question ? valuesOf(target.question) : emptyQuestionForm(),
    open: target !== null,
    resetKey: target,
    version: target?.question?.updated_at,
    // The stored row is the question's own columns; the options stay as loaded.
    storedValues: (row: QuizQuestion) =>
      valuesOf({ ...row, quiz_options: target?.question?.quiz_options ?? [] }),
    save: async (values, { version, newId }) => {
      if (!target) return;
      await save.mutateAsync({
        ...values,
        quizId: target.quizId,
        id: target.question?.id,
        version,
        newId,
        position: target.position,
      });
    },
    onDone: onClose,
  });
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.question ? 'Editar Pregunta' : 'Nueva Pregunta'}
      description="Marca la respuesta correcta; los colaboradores no la ven."
      state={{ form, submit, isPending: save.isPending, staleWrite }}
      submitLabel="Guardar Pregunta"
    >
      <TextareaField control={form.control} name="prompt" label="Pregunta" rows={2} />
      <SelectField
        control={form.control}
        name="multiple"
        label="Tipo de respuesta"
        options={answerOptions}
        format={(multiple) => (multiple ? 'multiple' : 'single')}
        parse={(value) => value === 'multiple'}
      />
      <QuestionOptions control={form.control} />
    </FormDialog>
  );
}
