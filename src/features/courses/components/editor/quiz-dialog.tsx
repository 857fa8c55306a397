// 'Evaluación Final' settings: title, passing score (%) and attempts (1–20 or 'Sin límite').
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

import type { Quiz } from '../../api/get-quiz';
import { useSaveQuiz } from '../../api/save-quiz';
import {
  emptyQuizForm,
  MAX_ATTEMPTS,
  quizSchema,
  UNLIMITED,
  type QuizFormInput,
} from '../../utils/quiz-form';

const attemptOptions = [
  { value: UNLIMITED, label: 'Sin límite' },
  ...Array.from({ length: MAX_ATTEMPTS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
];

const valuesOf = (quiz: Quiz | null): QuizFormInput =>
  quiz
    ? {
        title: quiz.title,
        passingScore: String(quiz.passing_score),
        maxAttempts: quiz.max_attempts === null ? UNLIMITED : String(quiz.max_attempts),
      }
    : emptyQuizForm;

interface QuizDialogProps {
  courseId: string;
  open: boolean;
  quiz: Quiz | null;
  onClose: () => void;
}

export function QuizDialog({ courseId, open, quiz, onClose }: QuizDialogProps) {
  const save = useSaveQuiz();
  const { form, submit, staleWrite } = useFormDialog({
    schema: quizSchema,
    defaultValues: valuesOf(quiz),
    open,
    resetKey: quiz,
    version: quiz?.updated_at,
    storedValues: (row: Quiz) => valuesOf(row),
    save: (values, { version, newId }) =>
      save.mutateAsync({ ...values, courseId, id: quiz?.id, version, newId }),
    onDone: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={quiz ? 'Editar Evaluación' : 'Nueva Evaluación'}
      description="La evaluación final se presenta después de las lecciones."
      state={{ form, submit, isPending: save.isPending, staleWrite }}
      submitLabel="Guardar Evaluación"
    >
      <TextField control={control} name="title" label="Título de la evaluación" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="passingScore" label="Calificación mínima (%)" />
        <SelectField
          control={control}
          name="maxAttempts"
          label="Intentos permitidos"
          options={attemptOptions}
        />
      </div>
    </FormDialog>
  );
}
