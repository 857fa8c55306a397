// The final quiz settings and its questions. The question rule mirrors the database's publish check:
// at least two options, at least one correct, exactly one for a single-answer question.
import { z } from 'zod';

export const UNLIMITED = 'sin-limite';
export const MAX_ATTEMPTS = 20;

export const quizMessages = {
  title: 'Ingresa el título de la evaluación.',
  passingScore: 'La calificación mínima debe ser un número entero entre 1 y 100.',
  prompt: 'Escribe la pregunta.',
  optionLabel: 'Escribe el texto de la opción.',
  minOptions: 'Agrega al menos dos opciones.',
  noCorrect: 'Marca al menos una opción correcta.',
  singleCorrect: 'Una pregunta de opción única debe tener exactamente una opción correcta.',
} as const;

export const quizSchema = z.object({
  title: z.string().trim().min(1, quizMessages.title),
  passingScore: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100, quizMessages.passingScore)
    .transform(Number),
  maxAttempts: z.string().transform((v) => (v === UNLIMITED ? null : Number(v))),
});

export type QuizFormInput = z.input<typeof quizSchema>;
export type QuizFormOutput = z.output<typeof quizSchema>;

export const emptyQuizForm: QuizFormInput = {
  title: 'Evaluación Final',
  passingScore: '80',
  maxAttempts: '3',
};

export const questionSchema = z
  .object({
    prompt: z.string().trim().min(1, quizMessages.prompt),
    multiple: z.boolean(),
    options: z.array(
      z.object({
        id: z.string().optional(),
        label: z.string().trim().min(1, quizMessages.optionLabel),
        isCorrect: z.boolean(),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    const correct = values.options.filter((option) => option.isCorrect).length;
    if (values.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options', 'root'], message: quizMessages.minOptions });
    } else if (correct === 0) {
      ctx.addIssue({ code: 'custom', path: ['options', 'root'], message: quizMessages.noCorrect });
    } else if (!values.multiple && correct > 1) {
      ctx.addIssue({ code: 'custom', path: ['options', 'root'], message: quizMessages.singleCorrect });
    }
  });

export type QuestionFormInput = z.input<typeof questionSchema>;
export type QuestionFormOutput = z.output<typeof questionSchema>;

export const emptyQuestionForm = (): QuestionFormInput => ({
  prompt: '',
  multiple: false,
  options: [
    { label: '', isCorrect: true },
    { label: '', isCorrect: false },
  ],
});
